import { formatMonth } from '@drd/shared/format';
import type { MailContent } from '../mail/templates';

export interface MonthFigures {
  name: string;
  current: { views: number; calls: number; whatsapp: number; directions: number };
  previous: { views: number; calls: number; whatsapp: number; directions: number };
}

/** '12 visitas (▲ 20 %)': the figure, its noun in the right number, and the change. */
export function figure(n: number, before: number, one: string, many: string): string {
  const noun = `${n.toLocaleString('es-DO')} ${n === 1 ? one : many}`;
  if (before === 0) return n === 0 ? noun : `${noun} (nuevo)`;
  const change = Math.round(((n - before) / before) * 100);
  return `${noun} (${change >= 0 ? '▲' : '▼'} ${Math.abs(change)} %)`;
}

export function monthlyReportMail(
  publicUrl: string,
  month: string,
  businesses: MonthFigures[],
): MailContent {
  const name = formatMonth(month);
  return {
    subject: `Tu mes en Directorio RD: ${name}`,
    title: 'Tu mes en Directorio RD',
    paragraphs: [
      `Así le fue a tu negocio en ${name}, comparado con el mes anterior:`,
      ...businesses.map(
        ({ name: business, current: c, previous: p }) =>
          `«${business}»: ${figure(c.views, p.views, 'visita', 'visitas')} · ${figure(
            c.calls,
            p.calls,
            'llamada',
            'llamadas',
          )} · ${figure(c.whatsapp, p.whatsapp, 'WhatsApp', 'WhatsApp')} · ${figure(
            c.directions,
            p.directions,
            'cómo llegar',
            'cómo llegar',
          )}`,
      ),
    ],
    action: { label: 'Ver mis estadísticas', url: `${publicUrl}/mis-negocios` },
    reason: 'Recibes este correo porque tu plan incluye el informe mensual de tu negocio.',
  };
}

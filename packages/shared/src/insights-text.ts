// The Spanish words of the owner's statistics, shared by the panel and 'Mis negocios'.
import type { InsightKind } from './api/analytics';

/** Each series' name and its noun for one and for several. */
export const INSIGHT_LABELS: Record<InsightKind, { label: string; one: string; many: string }> = {
  views: { label: 'Visitas al perfil', one: 'visita', many: 'visitas' },
  call: { label: 'Llamadas', one: 'llamada', many: 'llamadas' },
  whatsapp: { label: 'WhatsApp', one: 'WhatsApp', many: 'WhatsApp' },
  directions: { label: 'Cómo llegar', one: 'cómo llegar', many: 'cómo llegar' },
  website: { label: 'Sitio web', one: 'visita al sitio web', many: 'visitas al sitio web' },
  share: { label: 'Compartido', one: 'vez compartido', many: 'veces compartido' },
};

/** The series in the panel's order, without the zod schemas (the browser's bundle). */
export const INSIGHT_ORDER = Object.keys(INSIGHT_LABELS) as InsightKind[];

/** '1 llamada', '14 llamadas'. */
export function countOf(kind: InsightKind, n: number): string {
  const { one, many } = INSIGHT_LABELS[kind];
  return `${n.toLocaleString('es-DO')} ${n === 1 ? one : many}`;
}

/** The change against the previous period: '▲ 20 %', '▼ 50 %', 'Igual', or 'Nuevo' from zero. */
export function changeOf(
  now: number,
  before: number,
): { text: string; trend: 'up' | 'down' | 'same' } {
  if (before === 0)
    return now === 0 ? { text: 'Igual', trend: 'same' } : { text: 'Nuevo', trend: 'up' };
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return { text: 'Igual', trend: 'same' };
  return change > 0
    ? { text: `▲ ${change} %`, trend: 'up' }
    : { text: `▼ ${-change} %`, trend: 'down' };
}

/** 'Últimos 30 días: 120 visitas · 14 llamadas · 9 WhatsApp'. */
export function summaryLine(s: { views: number; call: number; whatsapp: number }): string {
  return `Últimos 30 días: ${countOf('views', s.views)} · ${countOf('call', s.call)} · ${countOf('whatsapp', s.whatsapp)}`;
}

import type { ComponentType } from 'react';
import { Tabs } from 'radix-ui';
import { BadgeCheck, ChartColumn, MessageCircleQuestion, Star, TicketPercent } from 'lucide-react';
import { SAMPLE_BUSINESS } from '../../showcase-data';
import { AnalyticsDemo } from './analytics-demo';
import { CouponsDemo } from './coupons-demo';
import { QuestionsDemo } from './questions-demo';
import { ReviewsDemo } from './reviews-demo';
import { VerificationDemo } from './verification-demo';

const SECTIONS: { value: string; label: string; icon: typeof Star; Content: ComponentType }[] = [
  { value: 'resenas', label: 'Reseñas', icon: Star, Content: ReviewsDemo },
  {
    value: 'preguntas',
    label: 'Preguntas y respuestas',
    icon: MessageCircleQuestion,
    Content: QuestionsDemo,
  },
  { value: 'ofertas', label: 'Ofertas y cupones', icon: TicketPercent, Content: CouponsDemo },
  { value: 'analiticas', label: 'Analíticas', icon: ChartColumn, Content: AnalyticsDemo },
  {
    value: 'verificacion',
    label: 'Verificación de negocio',
    icon: BadgeCheck,
    Content: VerificationDemo,
  },
];

/** A side menu of five sections on a wide screen; a grid of buttons a thumb reaches on a phone. */
export function FeaturesShowcase() {
  return (
    <Tabs.Root
      defaultValue="resenas"
      orientation="vertical"
      className="gap-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <Tabs.List
        aria-label="Funcionalidades"
        className="grid grid-cols-fill gap-2 self-start sm:grid-cols-3 lg:sticky lg:top-28 lg:grid-cols-1"
      >
        {SECTIONS.map((section) => (
          <Tabs.Trigger
            key={section.value}
            value={section.value}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 py-2 text-left text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:ring-brand-700"
          >
            <section.icon className="size-4 shrink-0" aria-hidden />
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SECTIONS.map((section) => (
        <Tabs.Content key={section.value} value={section.value} className="mt-6 lg:mt-0">
          <h2 className="text-xl font-bold">{section.label}</h2>
          <p className="mb-4 text-sm text-slate-600">Ejemplo: {SAMPLE_BUSINESS}</p>
          <section.Content />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

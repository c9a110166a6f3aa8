import type { ComponentType } from 'react';
import { Tabs } from 'radix-ui';
import { Calculator, Handshake, LayoutGrid, Tags } from 'lucide-react';
import { AffiliateProgram } from './affiliate-program';
import { CategoryExplorer } from './category-explorer';
import { CommissionCalculator } from './commission-calculator';
import { PlanCards } from './plan-cards';

const TABS: { value: string; label: string; icon: typeof Tags; Content: ComponentType }[] = [
  { value: 'planes', label: 'Planes', icon: Tags, Content: PlanCardsPanel },
  {
    value: 'afiliados',
    label: 'Programa de afiliados',
    icon: Handshake,
    Content: AffiliateProgram,
  },
  {
    value: 'calculadora',
    label: 'Calculadora de comisiones',
    icon: Calculator,
    Content: CommissionCalculator,
  },
  {
    value: 'categorias',
    label: 'Categorías principales',
    icon: LayoutGrid,
    Content: CategoryExplorer,
  },
];

function PlanCardsPanel() {
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold">Planes anuales</h2>
        <p className="mt-1 text-slate-700">
          Elige el plan que te conviene. Cada plan incluye todo lo del anterior.
        </p>
      </div>
      <PlanCards />
    </div>
  );
}

export function PlansTabs() {
  return (
    <Tabs.Root defaultValue="planes" className="mx-auto max-w-7xl px-4 py-10">
      <Tabs.List
        aria-label="Secciones de planes y afiliados"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1.5 sm:grid-cols-4"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            <tab.icon className="size-4 shrink-0 max-sm:hidden" aria-hidden />
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="mt-6 focus-visible:outline-offset-4"
        >
          <tab.Content />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

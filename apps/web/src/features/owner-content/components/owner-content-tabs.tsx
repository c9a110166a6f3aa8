import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from '@drd/shared/api/content/registry';
import { planIncludes, type PlanFeatureKey } from '@drd/shared/plans';
import { ContentList } from './content-list';
import { LockedTab } from './locked-tab';
import { ReviewsTab } from './reviews-tab';

const TRIGGER =
  'inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

interface OwnerContentTabsProps {
  businessId: number;
  /** The plan's number of gallery photos (plans.ts photoLimit); the server checks it too. */
  galleryLimit?: number;
  /** The plan in force: a tab whose type it does not include is shown locked. */
  packageId?: number;
  /** Tabs of other features the page composes in: first (the inbox), or `last` (statistics). */
  extraTabs?: ExtraTab[];
}

interface ExtraTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  last?: boolean;
}

/** A link such as the new-message e-mail's '#mensajes' opens its tab; otherwise the gallery. */
function openingTab(values: string[]): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return values.includes(hash) ? hash : 'galeria';
}

/** The plan feature a type needs that this plan lacks, if any (shared registry and plans.ts). */
function lockOf(type: ContentTypeKey, packageId: number | undefined): PlanFeatureKey | null {
  const plan = CONTENT_TYPES[type].plan;
  if (plan === 'photos' || packageId === undefined) return null;
  return planIncludes(packageId, plan) ? null : plan;
}

/** The content tabs of the owner's page, between the composed ones; they scroll sideways on a phone. */
export function OwnerContentTabs({
  businessId,
  galleryLimit,
  packageId,
  extraTabs = [],
}: OwnerContentTabsProps) {
  // One tab per registry type that has one, in the registry's order; review answers are
  // written in the 'Reseñas' tab, after them.
  const contentTabs = CONTENT_TYPE_KEYS.flatMap((type) => {
    const tab = CONTENT_TYPES[type].tab;
    if (!tab || type === 'review-replies') return [];
    const lock = lockOf(type, packageId);
    const content = lock ? (
      <LockedTab feature={lock} />
    ) : (
      <ContentList
        businessId={businessId}
        type={type}
        {...(type === 'gallery' ? { limit: galleryLimit } : {})}
      />
    );
    return [{ value: tab.value, label: CONTENT_TYPES[type].title, content, locked: lock !== null }];
  });
  const tabs: { value: string; label: ReactNode; content: ReactNode; locked?: boolean }[] = [
    ...extraTabs.filter((t) => !t.last),
    ...contentTabs,
    { value: 'resenas', label: 'Reseñas', content: <ReviewsTab businessId={businessId} /> },
    ...extraTabs.filter((t) => t.last),
  ];
  return (
    <Tabs.Root defaultValue={openingTab(tabs.map((t) => t.value))} className="min-w-0">
      <Tabs.List
        aria-label="Contenido del negocio"
        className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TRIGGER}>
            {tab.label}
            {tab.locked && (
              <Lock className="ml-1.5 size-3.5" aria-label="Incluido en un plan superior" />
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="pt-4 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

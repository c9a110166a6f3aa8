import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { ContentList } from './content-list';
import { ReviewsTab } from './reviews-tab';

const TRIGGER =
  'inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

interface OwnerContentTabsProps {
  businessId: number;
  /** The plan's number of gallery photos (GALLERY_PHOTO_LIMITS); the server checks it too. */
  galleryLimit?: number;
  /** Tabs of other features the page composes in: first (the inbox), or `last` (statistics). */
  extraTabs?: ExtraTab[];
}

interface ExtraTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  last?: boolean;
}

/** A link such as the new-message e-mail's '#mensajes' opens its tab; otherwise the first. */
function openingTab(values: string[]): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return values.includes(hash) ? hash : values[0]!;
}

/** The content tabs of the owner's page, between the composed ones; they scroll sideways on a phone. */
export function OwnerContentTabs({
  businessId,
  galleryLimit,
  extraTabs = [],
}: OwnerContentTabsProps) {
  const tabs: { value: string; label: ReactNode; content: ReactNode }[] = [
    ...extraTabs.filter((t) => !t.last),
    {
      value: 'galeria',
      label: 'Galería',
      content: <ContentList businessId={businessId} type="gallery" limit={galleryLimit} />,
    },
    {
      value: 'videos',
      label: 'Videos',
      content: <ContentList businessId={businessId} type="videos" />,
    },
    { value: 'faqs', label: 'FAQs', content: <ContentList businessId={businessId} type="faqs" /> },
    {
      value: 'redes',
      label: 'Redes',
      content: <ContentList businessId={businessId} type="social-links" />,
    },
    {
      value: 'menu',
      label: 'Menú',
      content: (
        <div className="space-y-8">
          <ContentList businessId={businessId} type="menus" heading="Menú" />
          <ContentList businessId={businessId} type="products" heading="Productos" />
        </div>
      ),
    },
    {
      value: 'eventos',
      label: 'Eventos',
      content: <ContentList businessId={businessId} type="events" />,
    },
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

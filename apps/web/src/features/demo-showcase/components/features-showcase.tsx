// '/demo-funcionalidades': each feature an owner gets, live from the demo business the server
// names (GET /api/demo/showcase). A feature the business does not use has no section: nothing
// on this page is a sample.
import { useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import {
  CalendarDays,
  ChartColumn,
  CircleHelp,
  Film,
  Image,
  Mail,
  ShoppingBag,
  Star,
  Store,
  TicketPercent,
  UtensilsCrossed,
} from 'lucide-react';
import type { ContentSectionField } from '@drd/shared/api/content/registry';
import type { DemoShowcase } from '@drd/shared/api/demo-showcase';
import { OffersDemo, ProductsDemo } from './catalog-demos';
import { EventsDemo, FaqsDemo, MenuDemo, VideosDemo } from './content-demos';
import { LeadDemo } from './lead-demo';
import { GalleryDemo, ProfileDemo } from './profile-demo';
import { ReviewsDemo } from './reviews-demo';
import { StatsDemo } from './stats-demo';

interface Section {
  value: string;
  label: string;
  icon: typeof Star;
  content: ReactNode;
}

// One line per content section of the detail, in the page's order; a registry type with a public
// section and no line here (or in SHOWN_ELSEWHERE) does not compile.
function contentSections(
  business: DemoShowcase['business'],
  upcoming: DemoShowcase['business']['events'],
  now: number,
): (Section | false)[] {
  const lines = {
    gallery: business.gallery.length > 0 && {
      value: 'galeria',
      label: 'Galería de fotos',
      icon: Image,
      content: <GalleryDemo business={business} />,
    },
    offers: business.offers.length > 0 && {
      value: 'ofertas',
      label: 'Ofertas y cupones',
      icon: TicketPercent,
      content: <OffersDemo offers={business.offers} now={now} />,
    },
    menu: business.menu.length > 0 && {
      value: 'menu',
      label: 'Menú',
      icon: UtensilsCrossed,
      content: <MenuDemo menu={business.menu} />,
    },
    products: business.products.length > 0 && {
      value: 'productos',
      label: 'Productos',
      icon: ShoppingBag,
      content: <ProductsDemo products={business.products} />,
    },
    events: upcoming.length > 0 && {
      value: 'eventos',
      label: 'Eventos',
      icon: CalendarDays,
      content: <EventsDemo events={upcoming} />,
    },
    videos: business.videos.length > 0 && {
      value: 'videos',
      label: 'Videos',
      icon: Film,
      content: <VideosDemo videos={business.videos} />,
    },
    faqs: business.faqs.length > 0 && {
      value: 'preguntas',
      label: 'Preguntas frecuentes',
      icon: CircleHelp,
      content: <FaqsDemo faqs={business.faqs} />,
    },
  } satisfies Record<Exclude<ContentSectionField, ShownElsewhere>, Section | false>;
  return Object.values(lines);
}
/** Not a section of this page: the profile shows them in its contact card. */
type ShownElsewhere = 'socialLinks';

function sectionsOf({ business, insights, lead }: DemoShowcase, now: number): Section[] {
  const upcoming = business.events.filter(
    (e) => new Date(e.eventEndDate ?? e.eventDate).getTime() >= now,
  );
  const all: (Section | false)[] = [
    {
      value: 'perfil',
      label: 'Tu perfil',
      icon: Store,
      content: <ProfileDemo business={business} />,
    },
    ...contentSections(business, upcoming, now),
    business.reviews.length > 0 && {
      value: 'resenas',
      label: 'Reseñas',
      icon: Star,
      content: <ReviewsDemo business={business} />,
    },
    {
      value: 'estadisticas',
      label: 'Estadísticas',
      icon: ChartColumn,
      content: <StatsDemo insights={insights} />,
    },
    lead !== null && {
      value: 'mensajes',
      label: 'Mensajes de clientes',
      icon: Mail,
      content: <LeadDemo lead={lead} />,
    },
  ];
  return all.filter((s): s is Section => s !== false);
}

/** A side menu of sections on a wide screen; a grid of buttons a thumb reaches on a phone. */
export function FeaturesShowcase({ showcase }: { showcase: DemoShowcase }) {
  // Read once: which events are still to come does not change while the page is open.
  const [now] = useState(() => Date.now());
  const sections = sectionsOf(showcase, now);
  return (
    <Tabs.Root
      defaultValue="perfil"
      orientation="vertical"
      className="gap-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <Tabs.List
        aria-label="Funcionalidades"
        className="grid grid-cols-fill gap-2 self-start sm:grid-cols-3 lg:sticky lg:top-28 lg:grid-cols-1"
      >
        {sections.map((section) => (
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
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value} className="mt-6 lg:mt-0">
          <h2 className="mb-2 text-xl font-bold">{section.label}</h2>
          {section.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

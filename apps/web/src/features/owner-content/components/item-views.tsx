// How one item of each type reads in the owner's list; the frame around it (badge, notices,
// actions) is the same for all (content-list.tsx).
import type { ReactNode } from 'react';
import { CalendarDays, MapPin } from 'lucide-react';
import type { OwnerItem } from '@drd/shared/api/content/items';
import type { SOCIAL_PLATFORMS } from '@drd/shared/api/content/registry';
import { formatEventTime, formatMoneyDOP } from '@drd/shared/format';
import { discountLabel, offerDaysLeft, validityLabel } from '@drd/shared/api/content/offer-days';
import { youtubeEmbedUrl } from '@drd/shared/youtube';
import { BusinessImage } from '../../../components/business/business-image';
import { SocialIcon } from '../../../components/business/social-icon';
import { asText } from '../lib/as-text';
import type { PanelType } from '../lib/type-config';

export const PLATFORM_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const money = (value: unknown) => (typeof value === 'number' ? formatMoneyDOP(value) : null);

function Description({ value }: { value: unknown }) {
  const description = text(value);
  return description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null;
}

export const ITEM_VIEWS: Record<PanelType, (item: OwnerItem) => ReactNode> = {
  gallery: (item) => (
    <>
      <BusinessImage
        src={text(item.imageUrl)}
        alt={text(item.caption) ?? 'Imagen de la galería'}
        className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
      />
      {text(item.caption) && <p className="mt-1 text-sm text-slate-700">{text(item.caption)}</p>}
    </>
  ),
  videos: (item) => (
    <>
      <div className="aspect-video overflow-hidden rounded-md bg-slate-900">
        <iframe
          src={youtubeEmbedUrl(String(item.embedId))}
          title={text(item.title) ?? 'Video de YouTube'}
          loading="lazy"
          className="size-full"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
      <p className="mt-1 font-medium">{text(item.title) ?? 'Sin título'}</p>
    </>
  ),
  faqs: (item) => (
    <>
      <p className="font-semibold">{text(item.question)}</p>
      <Description value={item.answer} />
    </>
  ),
  'social-links': (item) => (
    <p className="flex min-w-0 items-center gap-2">
      <SocialIcon platform={String(item.platform)} />
      <span className="font-semibold">
        {PLATFORM_NAMES[item.platform as keyof typeof PLATFORM_NAMES] ?? String(item.platform)}
      </span>
      <span className="min-w-0 truncate text-sm text-slate-600">{text(item.url)}</span>
    </p>
  ),
  menus: (item) => (
    <>
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="font-semibold">{text(item.itemName)}</span>
        {money(item.price) && <span className="font-semibold">{money(item.price)}</span>}
      </p>
      <Description value={item.description} />
    </>
  ),
  events: (item) => (
    <>
      <p className="font-semibold">{text(item.title)}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        {formatEventTime(String(item.eventDate), text(item.eventEndDate))}
      </p>
      {text(item.location) && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0" aria-hidden /> {text(item.location)}
        </p>
      )}
      <Description value={item.description} />
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
        {money(item.price) && <span className="font-semibold">{money(item.price)}</span>}
        {text(item.registrationUrl) && (
          <a
            href={text(item.registrationUrl)!}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Enlace de inscripción
          </a>
        )}
      </p>
    </>
  ),
  products: (item) => (
    <div className="flex gap-3">
      {text(item.imageUrl) && (
        <BusinessImage
          src={text(item.imageUrl)}
          alt={text(item.name) ?? 'Producto'}
          className="size-16 shrink-0 rounded-md bg-slate-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-3">
          <span className="font-semibold">{text(item.name)}</span>
          {money(item.price) && <span className="font-semibold">{money(item.price)}</span>}
        </p>
        <Description value={item.description} />
        {item.isActive === false && (
          <p className="mt-1 text-sm font-medium text-slate-600">
            No disponible: oculto en el perfil
          </p>
        )}
      </div>
    </div>
  ),
  offers: (item) => {
    const offer = {
      discountPercent: typeof item.discountPercent === 'number' ? item.discountPercent : null,
      discountAmount: typeof item.discountAmount === 'number' ? item.discountAmount : null,
      validFrom: text(item.validFrom),
      validUntil: asText(item.validUntil),
    };
    const expired = offerDaysLeft(offer.validUntil, new Date()) < 0;
    return (
      <>
        <p className="font-semibold">{text(item.title)}</p>
        {discountLabel(offer) && (
          <p className="text-sm font-semibold text-brand-800">{discountLabel(offer)}</p>
        )}
        <Description value={item.description} />
        <p className="mt-1 text-sm text-slate-600">
          {validityLabel(offer)}
          {expired && <span className="ml-2 font-semibold text-red-700">Vencida</span>}
        </p>
        {text(item.code) && (
          <p className="mt-1 text-sm">
            Código: <span className="font-mono font-semibold">{text(item.code)}</span>
          </p>
        )}
      </>
    );
  },
};

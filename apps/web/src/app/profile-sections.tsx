// The profile's main column below the description: ONE ordered list of sections, each keyed by
// the detail field it shows. It lives in app/ because it composes features (the profile's
// sections and the visitors' questions). Every registry type with a public section must be listed here or in
// SHOWN_ELSEWHERE, or this file fails to compile (docs/decisions/023-content-registry.md).
import type { ReactNode } from 'react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { ContentSectionField } from '@drd/shared/api/content/registry';
import { Events } from '../features/business-profile/components/events';
import { Faqs } from '../features/business-profile/components/faqs';
import { Gallery } from '../features/business-profile/components/gallery';
import { Menu } from '../features/business-profile/components/menu';
import { Offers } from '../features/business-profile/components/offers';
import { Products } from '../features/business-profile/components/products';
import { Reviews } from '../features/business-profile/components/reviews';
import { Videos } from '../features/business-profile/components/videos';
import { QuestionsSection } from '../features/questions/components/questions-section';

interface SectionEntry<F extends keyof BusinessDetail> {
  field: F;
  /** The section, or null when the business has nothing to show in it. */
  render: (business: BusinessDetail) => ReactNode;
}
const section = <F extends keyof BusinessDetail>(
  field: F,
  render: (business: BusinessDetail) => ReactNode,
): SectionEntry<F> => ({ field, render });
const some = (items: readonly unknown[], node: () => ReactNode) =>
  items.length > 0 ? node() : null;

export const PROFILE_SECTIONS = [
  section('offers', (b) => some(b.offers, () => <Offers offers={b.offers} />)),
  section('gallery', (b) => some(b.gallery, () => <Gallery images={b.gallery} />)),
  section('menu', (b) => some(b.menu, () => <Menu items={b.menu} />)),
  section('products', (b) => some(b.products, () => <Products products={b.products} />)),
  section('videos', (b) => some(b.videos, () => <Videos videos={b.videos} />)),
  section('events', (b) => <Events events={b.events} />),
  section('faqs', (b) => some(b.faqs, () => <Faqs faqs={b.faqs} />)),
  // Not a registry type (visitors ask), shown even when empty: its form asks the first question.
  section('questions', (b) => <QuestionsSection businessId={b.id} questions={b.questions} />),
  section('reviews', (b) =>
    b.reviews.length > 0 || b.reviewsEnabled ? (
      <Reviews
        businessId={b.id}
        reviews={b.reviews}
        rating={b.rating}
        reviewsEnabled={b.reviewsEnabled}
      />
    ) : null,
  ),
];

/** Content sections drawn inside another part: social links in the contact card (contact.tsx). */
type ShownElsewhere = 'socialLinks';

type Listed = (typeof PROFILE_SECTIONS)[number]['field'] | ShownElsewhere;
// A content type with a public section and no line above is a compile error here.
export const UNLISTED_SECTIONS: Record<Exclude<ContentSectionField, Listed>, never> = {};

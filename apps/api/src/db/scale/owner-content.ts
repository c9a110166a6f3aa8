// Owner content of a generated business (tags, menu, products, FAQs, gallery) and its reviews.
// Only part of the owners fill in their profile, more of them on the higher plans; everything is
// approved, as after moderation, so it is public and searchable.
import type {
  businessFaqs,
  businessGalleryImages,
  businessMenus,
  businessProducts,
  businessTags,
  reviews,
} from '../schema';
import { MENU_CATEGORIES, type Kind } from './category-words';
import type { Random } from './random';
import * as W from './words';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Prices end in 0 or 5 pesos, like real ones. */
const price = (base: number, random: Random) =>
  Math.round((base * (0.8 + random.next() * 0.4)) / 5) * 5;

/** Reviews of an active business (~40 % have some); ~8 % still await moderation. */
export function generateReviews(
  random: Random,
  id: number,
  isActive: boolean,
  dated: () => Date,
): Row<typeof reviews>[] {
  const reviewRows: Row<typeof reviews>[] = [];
  if (isActive && random.chance(0.4)) {
    for (let n = random.int(1, 6); n > 0; n--) {
      const rating = random.weighted([
        [5, 40],
        [4, 30],
        [3, 15],
        [2, 8],
        [1, 7],
      ] as const);
      const comments = rating >= 4 ? W.REVIEW_COMMENTS.slice(0, 6) : W.REVIEW_COMMENTS.slice(3);
      reviewRows.push({
        businessId: id,
        rating,
        comment: random.pick(comments),
        reviewerName: `${random.pick([...W.MALE_NAMES, ...W.FEMALE_NAMES])} ${random.pick(W.SURNAMES).charAt(0)}.`,
        isApproved: random.chance(0.92),
        createdAt: dated(),
      });
    }
  }
  return reviewRows;
}

export interface OwnerContent {
  tags: Row<typeof businessTags>[];
  menus: Row<typeof businessMenus>[];
  products: Row<typeof businessProducts>[];
  faqs: Row<typeof businessFaqs>[];
  gallery: Row<typeof businessGalleryImages>[];
}

export function generateOwnerContent(
  random: Random,
  business: {
    id: number;
    kind: Kind;
    categoryKey: string;
    image: string;
    packageId: number;
    dated: () => Date;
  },
): OwnerContent {
  const { id, kind, image, packageId, dated } = business;
  const approvedRow = { businessId: id, status: 'approved' } as const;
  const owner = random.chance(0.3 + packageId * 0.08); // higher plans fill in more of the profile
  const tags =
    owner && random.chance(0.8)
      ? random
          .sample(W.TAGS[kind], random.int(1, 3))
          .map((tag) => ({ ...approvedRow, tag, createdAt: dated() }))
      : [];
  const menus =
    owner && MENU_CATEGORIES.has(business.categoryKey) && random.chance(0.7)
      ? random.sample(W.MENU, random.int(4, 10)).map(([sectionName, itemName, base], i) => ({
          ...approvedRow,
          sectionName,
          itemName,
          price: price(base, random),
          displayOrder: i,
          createdAt: dated(),
        }))
      : [];
  const products =
    owner && menus.length === 0 && random.chance(0.5)
      ? random.sample(W.PRODUCTS[kind], random.int(1, 3)).map(([productName, base], i) => ({
          ...approvedRow,
          name: productName,
          price: price(base, random),
          displayOrder: i,
          createdAt: dated(),
        }))
      : [];
  const faqs =
    owner && random.chance(0.4)
      ? random.sample(W.FAQS, random.int(2, 3)).map(([question, answer], i) => ({
          ...approvedRow,
          question,
          answer,
          displayOrder: i,
          createdAt: dated(),
        }))
      : [];
  const gallery =
    owner && random.chance(0.6)
      ? Array.from({ length: random.int(2, 5) }, (_, i) => ({
          ...approvedRow,
          imageUrl: `/images/negocios/${i === 0 ? image : random.pick([image, 'placeholder'])}.svg`,
          caption: random.pick(W.GALLERY_CAPTIONS),
          displayOrder: i,
          createdAt: dated(),
        }))
      : [];
  return { tags, menus, products, faqs, gallery };
}

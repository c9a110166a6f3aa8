// schema.org for list pages: the businesses of the page in order (ItemList) and the trail above it
// (BreadcrumbList), which Google shows instead of the bare URL.
import type { BusinessCard } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function itemListJsonLd(businesses: BusinessCard[], base: string, offset: number) {
  return {
    '@type': 'ItemList',
    numberOfItems: businesses.length,
    itemListElement: businesses.map((business, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: `${base}${businessPath(business)}`,
      name: business.name,
    })),
  };
}

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Several nodes in one script element. */
export const jsonLdGraph = (...nodes: Record<string, unknown>[]) => ({
  '@context': 'https://schema.org',
  '@graph': nodes,
});

// schema.org LocalBusiness (its category's most specific subtype) for a business page: what Google
// shows in rich results.
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatDate, formatRating } from '@drd/shared/format';
import { schemaOrgTypeOfCategory } from '@drd/shared/schema-org-types';
import { openingHoursJsonLd } from './json-ld-hours';

export function businessJsonLd(business: BusinessDetail, url: string, image?: string) {
  const hours = business.openingHours;
  return {
    '@context': 'https://schema.org',
    '@type': schemaOrgTypeOfCategory(business.categorySlug),
    '@id': url,
    name: business.name,
    description: business.description,
    url,
    ...(image ? { image } : {}),
    telephone: business.phone,
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.address ? { streetAddress: business.address } : {}),
      addressLocality: business.districtMunicipality ?? business.municipality,
      addressRegion: business.province,
      addressCountry: 'DO',
    },
    ...(business.coords
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: business.coords.lat,
            longitude: business.coords.lng,
          },
        }
      : {}),
    ...openingHoursJsonLd(hours, business.special ?? []),
    ...(business.reviews.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatRating(business.rating),
            reviewCount: business.reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(business.website ? { sameAs: [business.website] } : {}),
    // schema.org has no 'verified': a PropertyValue is valid on a Place (LocalBusiness is one);
    // the number stays out (docs/decisions/021-verified-businesses.md).
    ...(business.verifiedAt
      ? {
          additionalProperty: {
            '@type': 'PropertyValue',
            name: 'Verificado',
            value: true,
            description: `Negocio verificado por Directorio RD el ${formatDate(business.verifiedAt)}`,
          },
        }
      : {}),
  };
}

// The owner's gallery says why an approved photo is not public: past the plan's gallery size.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OwnerItem } from '@drd/shared/api/content/items';
import { ItemState } from './item-state';

const photo = (hiddenByPlan: boolean): OwnerItem => ({
  id: 7,
  imageUrl: '/media/foto.webp',
  caption: null,
  displayOrder: 6,
  status: 'approved',
  createdAt: '2026-11-18T14:00:00.000Z',
  hiddenByPlan,
  pendingChange: null,
  lastRejection: null,
});

describe('ItemState', () => {
  it('marks a photo the plan hides with the plan’s number of photos', () => {
    const html = renderToStaticMarkup(<ItemState item={photo(true)} feminine galleryLimit={5} />);
    expect(html).toContain('Oculta: tu plan permite hasta 5 fotos en la galería');
    expect(html).toContain('Aprobada');
  });

  it('says nothing of the plan for a photo the public sees', () => {
    const html = renderToStaticMarkup(<ItemState item={photo(false)} feminine galleryLimit={5} />);
    expect(html).not.toContain('Oculta');
  });
});

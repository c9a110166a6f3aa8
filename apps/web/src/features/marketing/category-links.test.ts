import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryByName } from '@drd/shared/categories';
import {
  CATEGORY_GROUPS,
  categoryButtonHref,
  POPULAR_CATEGORIES,
  popularCategoryHref,
} from './category-links';

describe('marketing category links', () => {
  it('has the five groups of four buttons, each naming real directory categories', () => {
    expect(CATEGORY_GROUPS.map((g) => g.buttons.length)).toEqual([4, 4, 4, 4, 4]);
    for (const button of CATEGORY_GROUPS.flatMap((g) => g.buttons)) {
      for (const name of button.categories) expect(categoryByName(name)?.name).toBe(name);
    }
  });

  it('links one category by name and several by their slugs', () => {
    const buttons = new Map(CATEGORY_GROUPS.flatMap((g) => g.buttons).map((b) => [b.label, b]));
    expect(categoryButtonHref(buttons.get('Hoteles')!)).toBe('/?categoria=Hoteles');
    expect(categoryButtonHref(buttons.get('Joyerías')!)).toBe('/?categoria=Joyer%C3%ADas');
    expect(categoryButtonHref(buttons.get('Clínicas & Hospitales')!)).toBe(
      '/?categoria=Centros%20M%C3%A9dicos',
    );
    expect(categoryButtonHref(buttons.get('Educación')!)).toBe(
      '/?categorias=centros-educativos,colegios,guarderias',
    );
  });

  it('links the popular categories by the id the home page reads', () => {
    for (const category of POPULAR_CATEGORIES) {
      expect(CATEGORIES[category.id - 1]?.name).toBe(category.name);
      expect(popularCategoryHref(category)).toBe(`/?categoria=${category.id}`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_MODULES,
  categoriesOfModule,
  categoryByName,
  categoryBySlug,
  categoryModule,
  categoryTitle,
} from './categories';
import { slugify } from './slug';

describe('category data', () => {
  it('has 62 categories in 8 modules', () => {
    expect(CATEGORIES).toHaveLength(62);
    expect(CATEGORY_MODULES).toHaveLength(8);
  });

  it('puts every category in a known module and every module to use', () => {
    const moduleIds = new Set(CATEGORY_MODULES.map((m) => m.id));
    for (const category of CATEGORIES) expect(moduleIds).toContain(category.moduleId);
    for (const id of moduleIds) expect(categoriesOfModule(id).length).toBeGreaterThan(0);
  });

  it('has unique keys, names and slugs, each slug derived from its name', () => {
    for (const list of [CATEGORIES, CATEGORY_MODULES]) {
      expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
      for (const item of list) expect(item.slug).toBe(slugify(item.name));
    }
    expect(new Set(CATEGORIES.map((c) => c.key)).size).toBe(CATEGORIES.length);
  });
});

describe('lookups', () => {
  it('finds a category by slug', () => {
    expect(categoryBySlug('cafeterias')?.name).toBe('Cafeterías');
    expect(categoryBySlug('Centros-Médicos')?.name).toBe('Centros Médicos');
    expect(categoryBySlug('no-existe')).toBeNull();
  });

  it('finds a category by name regardless of accents and case', () => {
    expect(categoryByName('Cafeterías')?.slug).toBe('cafeterias');
    expect(categoryByName('  CAFETERIAS ')?.slug).toBe('cafeterias');
    expect(categoryByName('alquiler de vehiculos')?.slug).toBe('alquiler-de-vehiculos');
    expect(categoryByName('Naves espaciales')).toBeNull();
  });

  it('finds a module and its categories', () => {
    expect(categoryModule(1)?.name).toBe('Turismo y Hospitalidad');
    expect(categoryModule(99)).toBeNull();
    expect(categoriesOfModule(1).map((c) => c.slug)).toContain('restaurantes');
    expect(categoriesOfModule(99)).toEqual([]);
    const total = CATEGORY_MODULES.reduce((sum, m) => sum + categoriesOfModule(m.id).length, 0);
    expect(total).toBe(CATEGORIES.length);
  });
});

describe('categoryTitle', () => {
  it('uses the real name for a known slug', () => {
    expect(categoryTitle('boutiques-de-ropa')).toBe('Boutiques de Ropa');
    expect(categoryTitle('tecnologia')).toBe('Tecnología');
  });

  it('falls back to the capitalised words of an unknown slug', () => {
    expect(categoryTitle('tiendas-de-ropa')).toBe('Tiendas De Ropa');
  });
});

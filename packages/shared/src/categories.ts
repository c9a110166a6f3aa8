// The 62 categories in 8 modules (data/categories.json), shared by the server seed and the web UI.
import data from '../data/categories.json';
import { normalizeText, slugify, titleFromSlug } from './slug';

export interface CategoryModuleInfo {
  id: number;
  name: string;
  slug: string;
}
export interface CategoryInfo {
  /** English key, stable across renames; the web app maps it to an icon. */
  key: string;
  name: string;
  slug: string;
  moduleId: number;
}

export const CATEGORY_MODULES: readonly CategoryModuleInfo[] = data.modules;
export const CATEGORIES: readonly CategoryInfo[] = data.categories;

const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const byName = new Map(CATEGORIES.map((c) => [normalizeText(c.name), c]));
const moduleById = new Map(CATEGORY_MODULES.map((m) => [m.id, m]));

// Slugs are tolerated in any case or with accents, since marketing links are typed by hand.
export function categoryBySlug(slug: string): CategoryInfo | null {
  return bySlug.get(slug) ?? bySlug.get(slugify(slug)) ?? null;
}

/** Accent- and case-insensitive: 'cafeterias' and 'CAFETERÍAS' both find 'Cafeterías'. */
export function categoryByName(name: string): CategoryInfo | null {
  return byName.get(normalizeText(name)) ?? null;
}

export function categoryModule(id: number): CategoryModuleInfo | null {
  return moduleById.get(id) ?? null;
}

export function categoriesOfModule(moduleId: number): CategoryInfo[] {
  return CATEGORIES.filter((c) => c.moduleId === moduleId);
}

/** The category's real name (with accents) for a slug; unknown slugs fall back to their words. */
export function categoryTitle(slug: string): string {
  return categoryBySlug(slug)?.name ?? titleFromSlug(slug);
}

// The list pages' first screen as the web app draws it (category, place, all businesses,
// category-in-place), rendered by the same server build as the profile's (first-screen.ts,
// docs/decisions/028-list-pages-server-rendered.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app would fetch first, handed over in the page (lib/initial-data.ts). */
export interface InitialEntry {
  queryKey: readonly unknown[];
  data: unknown;
}

/** The markup of the route at `location` (path and query), drawn from `data` alone. */
export type RenderListFirstScreen = (location: string, data: InitialEntry[]) => string;

/** The web build's list renderer next to `webDist`, or null when that build has none (spinner). */
export async function loadListFirstScreen(webDist: string): Promise<RenderListFirstScreen | null> {
  const file = join(webDist, '..', 'dist-server', 'list-first-screen.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderListFirstScreen?: RenderListFirstScreen;
  };
  return module.renderListFirstScreen ?? null;
}

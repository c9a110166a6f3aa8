// The profile's first screen as the web app draws it, rendered into the page the server sends so a
// slow phone shows the photo, name, status and call buttons before the scripts arrive
// (docs/decisions/011-profile-first-screen.md). The renderer is the web app's own component,
// built apart (apps/web/vite.config.ts) into apps/web/dist-server.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BusinessDetail } from '@drd/shared/api/businesses';

export type RenderProfileFirstScreen = (business: BusinessDetail, path: string) => string;

/** The web build's renderer next to `webDist`, or null when that build has none (spinner). */
export async function loadProfileFirstScreen(
  webDist: string,
): Promise<RenderProfileFirstScreen | null> {
  const file = join(webDist, '..', 'dist-server', 'profile-first-screen.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderProfileFirstScreen?: RenderProfileFirstScreen;
  };
  return module.renderProfileFirstScreen ?? null;
}

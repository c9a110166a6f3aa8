// The scripts a lazily loaded screen needs, read from Vite's build manifest, so a page the server
// writes can have the browser fetch them beside the entry script instead of after running it: a
// shared profile link then waits one round trip less for the profile's code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Given a screen's source path ('src/app/routes/business.tsx'), the URLs to preload. */
export type RouteModules = (source: string) => string[];

export const noRouteModules: RouteModules = () => [];

export function routeModulesFrom(manifest: Manifest): RouteModules {
  const closure = (key: string, into = new Set<string>()) => {
    if (!into.has(key) && manifest[key]) {
      into.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, into);
    }
    return into;
  };
  // What index.html already loads: the entry and everything it imports statically.
  const withEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, withEntry);
  return (source) =>
    [...closure(source)]
      .filter((key) => !withEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
}

/** The web build's route modules; none when it was built without a manifest. */
export function readRouteModules(webDist: string): RouteModules {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return noRouteModules;
  return routeModulesFrom(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}

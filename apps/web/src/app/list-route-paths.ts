// The list pages' paths, read by the app's router (router.tsx, screens loaded on demand) and by
// the server's copy of their first screen (server/list-first-screen.tsx): one table, so a path
// added to one is drawn by the other (decision 028).
export const LIST_ROUTE_PATHS = {
  allBusinesses: ['/todos-los-negocios'],
  category: ['/categoria/:slug'],
  categoryPlace: [
    '/categoria/:slug/:province',
    '/categoria/:slug/:province/:municipality',
    '/categoria/:slug/:province/:municipality/:district',
  ],
  location: [
    '/ubicacion/:province',
    '/ubicacion/:province/:municipality',
    '/ubicacion/:province/:municipality/:district',
  ],
} as const;

export type ListRoute = keyof typeof LIST_ROUTE_PATHS;

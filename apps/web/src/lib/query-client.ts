import { notifyManager } from '@tanstack/react-query';
import { createQueryClient } from './create-query-client';
import { seedInitialData } from './initial-data';

// Every subscriber hears of new data in a task of its own. A component re-renders synchronously
// when its query changes (useSyncExternalStore cannot wait), so several answers arriving
// together, as on the first load, made one long task of all their screens' renders.
notifyManager.setNotifyFunction((notify) => setTimeout(notify, 0));

/** The app's one client: the provider shares it, route loaders start fetches with it. */
export const queryClient = createQueryClient();
// Here, not in main.tsx: the router runs the first screen's loaders as soon as it is created,
// while modules load, and they must find the data the page brought along.
seedInitialData(queryClient);

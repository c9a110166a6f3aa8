import type { QueryClient } from '@tanstack/react-query';

// Must match INITIAL_DATA_ID in apps/api/src/features/seo/html.ts, which writes the element.
const ELEMENT_ID = 'drd-initial-data';

/**
 * Puts the data the server rendered into the page (a business profile) into the query cache, so
 * the first screen draws without a round trip to the API. Read once: later navigations fetch.
 */
export function seedInitialData(client: QueryClient): void {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const entries = JSON.parse(element.textContent) as { queryKey: unknown[]; data: unknown }[];
    for (const { queryKey, data } of entries) client.setQueryData(queryKey, data);
  } catch {
    // A damaged copy only costs the fetch the page would have made anyway.
  }
}

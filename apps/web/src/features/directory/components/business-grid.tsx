import { useDeferredValue } from 'react';
import type { BusinessCard as Business } from '@drd/shared/api/businesses';
import { BusinessCard } from './business-card';

const NONE: Business[] = [];

export function BusinessGrid({
  businesses,
  immediate = false,
  eagerImages = 2,
}: {
  businesses: Business[];
  /** The first cards whose photos load at once (above the fold on a phone). */
  eagerImages?: number;
  /** Draw the first list at once: it was in the page already (the server drew it, decision 028). */
  immediate?: boolean;
}) {
  // The cards render in a deferred, interruptible pass: a list arriving from the API then never
  // freezes a cheap phone for the whole grid at once (the grid starts empty, the previous page
  // stays until the next one is ready).
  const shown = useDeferredValue(businesses, immediate ? businesses : NONE);
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((b, i) => (
        <li key={b.id} className="flex min-w-0">
          <div className="flex w-full">
            <BusinessCard business={b} eager={i < eagerImages} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-96 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </ul>
  );
}

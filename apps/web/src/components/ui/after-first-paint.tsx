import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts its children in a second, interruptible render once the first screen is on the glass:
 * what sits below the fold then neither delays the first paint nor lengthens the first commit
 * (the longest task a cheap phone runs on load).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}

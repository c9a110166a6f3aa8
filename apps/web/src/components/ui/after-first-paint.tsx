import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

// Every AfterFirstPaint on the page waits in one queue and mounts in its own task, in the order
// they were rendered: the longest task a cheap phone runs on load is then one section's commit,
// not the whole page's (Lighthouse counts each task's excess over 50 ms as blocking time).
const queue: (() => void)[] = [];
let busy = false;

function mountNext() {
  const start = queue.shift();
  busy = start !== undefined;
  start?.();
}

function enqueue(start: () => void) {
  queue.push(start);
  if (!busy) {
    busy = true;
    setTimeout(mountNext, 0);
  }
}

interface Ticket {
  state: 'waiting' | 'started' | 'done' | 'gone';
}

/**
 * Mounts its children in a later, interruptible render once the first screen is on the glass:
 * what sits below the fold then neither delays the first paint nor lengthens the first commit.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // One ticket per effect run: StrictMode's second run must not inherit the first one's turn.
  const current = useRef<Ticket | null>(null);
  useEffect(() => {
    const ticket: Ticket = { state: 'waiting' };
    current.current = ticket;
    enqueue(() => {
      if (ticket.state === 'gone') return mountNext();
      ticket.state = 'started';
      startTransition(() => setReady(true));
    });
    return () => {
      // Unmounted after its turn began but before it committed: let the queue go on.
      if (ticket.state === 'started') setTimeout(mountNext, 0);
      ticket.state = 'gone';
    };
  }, []);
  useEffect(() => {
    const ticket = current.current;
    if (!ready || ticket?.state !== 'started') return;
    // Committed: the next section mounts in a task of its own.
    ticket.state = 'done';
    setTimeout(mountNext, 0);
  }, [ready]);
  return ready ? children : null;
}

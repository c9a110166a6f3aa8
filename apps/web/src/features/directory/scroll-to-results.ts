/** How long to wait for the results to mount after the filter that brings them. */
const WAIT_MS = 3000;

/**
 * The results scroll smoothly into view 200 ms after the choice, 20 px below what stays
 * on screen (the sticky header). The section may mount a moment later (the home page swaps its
 * featured list for it), so it is looked for until it appears.
 */
export function scrollToResults(): void {
  const deadline = performance.now() + WAIT_MS;
  const attempt = () => {
    const section = document.querySelector<HTMLElement>('[data-results]');
    if (!section) {
      if (performance.now() < deadline) requestAnimationFrame(attempt);
      return;
    }
    const header = document.querySelector('[data-sticky-header]')?.getBoundingClientRect();
    const top = section.getBoundingClientRect().top + window.scrollY - (header?.height ?? 0) - 20;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  };
  window.setTimeout(attempt, 200);
}

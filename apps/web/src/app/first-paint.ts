// index.html carries a first screen (header, search box, the home page's hero or a quiet spinner)
// that paints before the scripts arrive; React replaces it when it mounts
// (docs/decisions/010-first-paint.md).

const SKELETON_SEARCH_ID = 'fp-q';

/**
 * A visitor on a slow network may start typing into the first screen's search box before the app
 * takes over: once React has replaced it, the text (and the focus) move to the app's search box.
 */
export function carrySearchIntoApp(root: HTMLElement): void {
  const early = document.getElementById(SKELETON_SEARCH_ID);
  if (!(early instanceof HTMLInputElement)) return;
  // Not 'blur': the browser fires it when React removes the focused box.
  let focused = document.activeElement === early;
  const onFocus = (event: FocusEvent) => (focused = event.target === early);
  document.addEventListener('focusin', onFocus);
  const observer = new MutationObserver(() => {
    if (early.isConnected) return;
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    const search = root.querySelector<HTMLInputElement>('main input[type="search"]');
    const text = early.value;
    if (!search || text === '') return;
    // React hears of a change through the input event, with the value set by the native setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, text);
    search.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused && (document.activeElement === document.body || !document.activeElement)) {
      search.focus();
      search.setSelectionRange(text.length, text.length);
    }
  });
  observer.observe(root, { childList: true });
}

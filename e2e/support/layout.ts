// In-page measurements for the phone tests: what a finger can reach, what covers what.
import type { Page } from 'playwright-core';

/** Everything a visitor can tap or focus. */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';

/** The browser's text size setting at 200 % (Chrome's own preference, not a page style). */
export async function setLargeText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * Scrolls down the page a screen at a time, so that what mounts near the screen (card grids, the
 * profile's map, the footer) is drawn, then back to the top. Each step waits two frames (enough
 * for an IntersectionObserver to report) inside the page, not a fixed 150 ms from outside; what
 * the mounted parts fetch is awaited at the end, and the walk goes on if the page grew meanwhile.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.getByRole('contentinfo').waitFor();
  for (let round = 0; round < 5; round++) {
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const atEnd = () =>
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      for (let i = 0; i < 60 && !atEnd(); i++) {
        window.scrollBy(0, window.innerHeight * 0.8);
        await frame();
        await frame();
      }
    });
    await page.waitForLoadState('networkidle');
    const grew = await page.evaluate(
      () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
    );
    if (!grew) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Sideways overflow of the page, in CSS px beyond the screen's width (0 when none). */
export function sidewaysOverflow(page: Page, width: number): Promise<number> {
  return page.evaluate((w) => document.documentElement.scrollWidth - w, width);
}

/** Visible controls smaller than `min` × `min` CSS px, described for the failure message. */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        // A checkbox or radio inside its label is tapped through the label, as big as that is.
        const target = el instanceof HTMLInputElement ? (el.closest('label') ?? el) : el;
        const box = target.getBoundingClientRect();
        // Screen-reader-only elements (the skip link) are 1 px boxes, not targets.
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          small.push(
            `${el.tagName.toLowerCase()} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
          );
        }
      }
      return small;
    },
    { selector: CONTROLS, min },
  );
}

/** Controls inside other controls (a link in a link, a button in a link): none are allowed. */
export function nestedControls(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].filter((el) => el.parentElement?.closest(selector))
        .length,
    CONTROLS,
  );
}

/**
 * Controls that cannot be tapped at their centre once scrolled to the middle of the screen,
 * because something else is drawn over them (a logo over the menu button).
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // Markers on the map may overlap one another, as on any map; its controls are checked.
      if (el.closest('.leaflet-pane')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const first = el.getBoundingClientRect();
      if (first.width <= 1 || first.height <= 1) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const over = hit
          ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}`
          : '—';
        covered.push(`${el.tagName.toLowerCase()} "${name}" under ${over}`);
      }
    }
    window.scrollTo(0, 0);
    return covered;
  }, CONTROLS);
}

/**
 * What lies under the 911 button at every scroll position of the page: the controls and the text
 * found by elementFromPoint over a 5 × 5 grid of its box, with the button itself out of the way
 * (issue 41: nothing of a page may hide under it at 375 px). Text behind an opaque layer (the
 * sticky header) is not under it: only the topmost element at each point counts.
 */
export function underEmergencyButton(
  page: Page,
  buttonName = 'Emergencias 911',
): Promise<string[]> {
  return page.evaluate(
    ({ selector, buttonName }) => {
      const button = [...document.querySelectorAll<HTMLElement>('button, a')].find(
        (el) => el.getAttribute('aria-label') === buttonName && el.checkVisibility(),
      );
      if (!button) return [`no visible button named ${buttonName}`];
      const found = new Set<string>();
      const textAt = (el: Element, x: number, y: number) => {
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) {
              return node.textContent.trim().slice(0, 40);
            }
          }
        }
        return null;
      };
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const step = Math.max(40, Math.floor(window.innerHeight / 6));
      const grid = [0.05, 0.275, 0.5, 0.725, 0.95];
      for (let y = 0; ; y = Math.min(max, y + step)) {
        window.scrollTo(0, y);
        const box = button.getBoundingClientRect();
        button.style.visibility = 'hidden';
        for (const fx of grid) {
          for (const fy of grid) {
            const px = box.left + box.width * fx;
            const py = box.top + box.height * fy;
            const hit = document.elementFromPoint(px, py);
            if (!hit) continue;
            const control = hit.closest(selector);
            if (control) {
              const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
                .trim()
                .slice(0, 40);
              found.add(`${control.tagName.toLowerCase()} "${name}" at scroll ${y}`);
              continue;
            }
            const text = textAt(hit, px, py);
            if (text) found.add(`text "${text}" at scroll ${y}`);
          }
        }
        button.style.visibility = '';
        if (y >= max) break;
      }
      window.scrollTo(0, 0);
      return [...found];
    },
    { selector: CONTROLS, buttonName },
  );
}

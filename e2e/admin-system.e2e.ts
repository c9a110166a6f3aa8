// '/admin/sistema' at the administrator's width (1280 px) and on a phone: the server's state, and
// 'Hacer copia ahora' making a backup that the page then shows restored and checked.
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, provesFlowAt, useBrowser } from './support/browser';
import { shot, signIn, toast } from './support/admin-fixtures';

describe.skipIf(!hasBrowser())("the operator's page", () => {
  const browser = useBrowser();

  it.runIf(provesFlowAt('admin', 'desktop'))(
    'shows the database, mail and jobs, and makes a backup now',
    async () => {
      const { page, errors, close } = await openPage(browser(), 'desktop');
      await signIn(page, 'admin');
      await page.goto('/admin/sistema');
      await page.getByRole('heading', { name: 'Sistema', level: 1 }).waitFor();
      await expect.poll(() => page.getByText('Embebida (PGlite)').count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Copias de seguridad' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Hacer copia ahora' }).click();
      await expect.poll(() => toast(page).textContent()).toMatch(/Copia en curso/);
      await page.getByText('Restaurada y comprobada').first().waitFor({ timeout: 120_000 });
      expect(await page.getByText(/^drd-copia-\d{8}-\d{6}\.tar\.gz/).count()).toBeGreaterThan(0);
      await shot(page, 'admin-system-desktop');
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, 'admin-system-phone');
      expect(errors).toEqual([]);
      await close();
    },
  );
});

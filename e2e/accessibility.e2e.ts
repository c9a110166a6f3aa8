// No serious or critical axe-core violation on any public screen, at both widths; on a phone,
// nothing of the screen under the 911 button.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { underEmergencyButton } from './support/layout';
import { hasBrowser, useBrowser, openPage, type ViewportName } from './support/browser';

const SCREENS = [
  { path: '/', ready: 'Negocios destacados' },
  { path: '/?q=farmacia', ready: 'Resultados' },
  { path: '/todos-los-negocios', ready: 'Todos los negocios' },
  { path: '/categoria/restaurantes', ready: 'Restaurantes' },
  { path: '/ubicacion/puerto-plata/sosua', ready: 'Negocios en Sosúa' },
  { path: '/negocio/1', ready: 'Acerca del negocio' },
  { path: '/favoritos', ready: 'Mis favoritos' },
  { path: '/login', ready: 'Iniciar Sesión' },
  { path: '/register', ready: 'Crear cuenta' },
  { path: '/no-existe', ready: 'Página no encontrada' },
];

describe.skipIf(!hasBrowser())('accessibility', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it.each(SCREENS)('$path has no serious violation', async ({ path, ready }) => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      // A visitor's page asks nothing that fails: no red 401 for 'who am I?' (issue #32).
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      // The footer mounts last, after the page's other sections: then everything is checked.
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      // On a phone the 911 button covers no text or control of the page, at any scroll.
      if (viewport === 'mobile') expect(await underEmergencyButton(page)).toEqual([]);
      // The unknown path itself answers 404 by design; nothing else may fail.
      expect(failed.filter((f) => !f.endsWith(path))).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  });
});

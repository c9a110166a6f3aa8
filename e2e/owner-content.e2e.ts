// The owner's content tabs: the demo owner adds a gallery image, a video, an FAQ, a menu item and
// an event, sees them pending, edits, reorders and deletes with confirmation, and approves and
// answers a visitor's review; at 375 and 1280 px, with axe.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { seriousViolations } from './support/axe';
import { call, signIn, toast } from './support/admin-fixtures';
import {
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  type ViewportName,
  flowWidths,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { writeConfirmedReview } from './support/reviews';
import { drawnPicture } from './support/pictures';

/** Where the tabs live: every page path of this file. */
const contentPage = (businessId: number) => `/mi-negocio/${businessId}`;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** A control by its label, with or without the required mark. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const item = (page: Page, type: string, text: string) =>
  page.getByTestId(`${type}-item`).filter({ hasText: text });

async function expectToast(page: Page, title: string) {
  await toast(page).filter({ hasText: title }).first().waitFor();
}

async function add(page: Page, button: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: button }).click();
  for (const [label, value] of Object.entries(fields)) {
    await field(dialog(page), label).fill(value);
  }
  await dialog(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

/** A 800×600 PNG drawn by the page (a photo from the device). */
const photo = (page: Page) =>
  drawnPicture(page, { width: 800, height: 600, background: '#15803d' });

async function badge(entry: Locator) {
  return (await entry.locator('span.rounded-full').first().textContent())?.trim();
}

async function run(page: Page, viewport: ViewportName) {
  const tag = `${viewport}-${Date.now() % 100_000}`;
  await signIn(page, 'owner');
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  // The demo's business (the oldest): other files register new, inactive ones for this owner.
  const businessId = Math.min(...mine.body.businesses.map((b) => b.id));

  // A visitor's review, sent and confirmed through the mailed link.
  await writeConfirmedReview(page.context().browser()!, businessId, {
    rating: 4,
    comment: `Muy buena atención ${tag}`,
    reviewerName: '',
  });

  await page.goto(contentPage(businessId));
  expect(await tab(page, 'Galería').getAttribute('aria-selected')).toBe('true');

  // A gallery photo from the device, then its caption (gallery-upload.e2e.ts covers the order).
  await page.getByRole('button', { name: 'Agregar imagen' }).click();
  await dialog(page)
    .getByLabel('Elegir foto')
    .setInputFiles({ name: 'terraza.png', mimeType: 'image/png', buffer: await photo(page) });
  await dialog(page).getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
  await field(dialog(page), 'Descripción de la imagen').fill(`Terraza ${tag}`);
  await dialog(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await expectToast(page, 'Imagen agregada');
  const image = item(page, 'gallery', `Terraza ${tag}`);
  expect(await badge(image)).toBe('Pendiente');
  await page.getByText('aún no son visibles para el público').first().waitFor();
  await screenshot(page, `owner-content-gallery-${viewport}`);

  // A video: a bad URL is refused with the schema's message, then a good one.
  await tab(page, 'Videos').click();
  await page.getByRole('button', { name: 'Agregar video' }).click();
  await field(dialog(page), 'URL de YouTube').fill('https://vimeo.com/123');
  await dialog(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await dialog(page).getByText('URL de YouTube inválida').waitFor();
  await field(dialog(page), 'URL de YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
  await field(dialog(page), 'Título').fill(`Recorrido ${tag}`);
  await dialog(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await expectToast(page, 'Video agregado');
  expect(await badge(item(page, 'videos', `Recorrido ${tag}`))).toBe('Pendiente');

  // Two FAQs, edited, reordered and one deleted.
  await tab(page, 'FAQs').click();
  await add(page, 'Agregar FAQ', { Pregunta: `¿Abren domingos? ${tag}`, Respuesta: 'Sí.' });
  await expectToast(page, 'FAQ agregada');
  await add(page, 'Agregar FAQ', { Pregunta: `¿Hay parqueo? ${tag}`, Respuesta: 'Sí, gratis.' });
  const second = item(page, 'faqs', `¿Hay parqueo? ${tag}`);
  await second.waitFor();
  await second.getByRole('button', { name: 'Editar' }).click();
  await field(dialog(page), 'Respuesta').fill('Sí, gratis y vigilado.');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expectToast(page, 'FAQ actualizada');
  await second.getByText('Sí, gratis y vigilado.').waitFor();
  const faqs = page.getByTestId('faqs-item');
  const last = faqs.last();
  expect(await last.textContent()).toContain(`¿Hay parqueo? ${tag}`);
  expect(await last.getByRole('button', { name: 'Mover abajo' }).isDisabled()).toBe(true);
  expect(await faqs.first().getByRole('button', { name: 'Mover arriba' }).isDisabled()).toBe(true);
  await second.getByRole('button', { name: 'Mover arriba' }).click();
  await page.waitForFunction((text) => {
    const rows = [...document.querySelectorAll('[data-testid="faqs-item"]')];
    const at = rows.findIndex((r) => r.textContent?.includes(text));
    return at === rows.length - 2;
  }, `¿Hay parqueo? ${tag}`);
  const order = await call<{ question: string }[]>(
    page,
    'GET',
    `/api/businesses/${businessId}/faqs`,
  );
  const mineInOrder = order.body.map((f) => f.question).filter((q) => q.endsWith(tag));
  expect(mineInOrder).toEqual([`¿Hay parqueo? ${tag}`, `¿Abren domingos? ${tag}`]);
  await item(page, 'faqs', `¿Abren domingos? ${tag}`)
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await page.getByRole('alertdialog').getByText('¿Estás seguro de eliminar esta FAQ?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectToast(page, 'FAQ eliminada');
  await item(page, 'faqs', `¿Abren domingos? ${tag}`).waitFor({ state: 'detached' });

  // A social link: its platform is fixed once added, the URL changes.
  await tab(page, 'Redes').click();
  await page.getByRole('button', { name: 'Agregar enlace' }).click();
  await field(dialog(page), 'Red social').selectOption('instagram');
  // A handle, as people give it: stored as the profile's address.
  await field(dialog(page), 'URL').fill(`@cafe${tag}`);
  await dialog(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await expectToast(page, 'Enlace agregado');
  const link = item(page, 'social-links', `instagram.com/cafe${tag}`);
  await link.getByRole('button', { name: 'Editar' }).click();
  expect(await field(dialog(page), 'Red social').isDisabled()).toBe(true);
  await screenshot(page, `owner-content-link-dialog-${viewport}`);
  await field(dialog(page), 'URL').fill(`https://instagram.com/cafe${tag}rd`);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expectToast(page, 'Enlace actualizado');

  // A menu item with its price, in its section.
  await tab(page, 'Menú').click();
  await add(page, 'Agregar item', {
    Sección: `Platos ${tag}`,
    Nombre: `Mofongo ${tag}`,
    'Precio (RD$)': '1234',
  });
  await expectToast(page, 'Item agregado');
  const dish = item(page, 'menus', `Mofongo ${tag}`);
  await dish.getByText('RD$ 1,234.00').waitFor();
  await page.getByRole('heading', { name: `Platos ${tag}` }).waitFor();
  await screenshot(page, `owner-content-menu-${viewport}`);

  // Products have their own tab beside the menu.
  await tab(page, 'Productos').click();
  await add(page, 'Agregar producto', { Nombre: `Café molido ${tag}`, 'Precio (RD$)': '350.5' });
  await expectToast(page, 'Producto agregado');
  await item(page, 'products', `Café molido ${tag}`).getByText('RD$ 350.50').waitFor();

  // An event: the add button waits for the required fields.
  await tab(page, 'Eventos').click();
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  const submit = dialog(page).getByRole('button', { name: 'Agregar', exact: true });
  expect(await submit.isDisabled()).toBe(true);
  await field(dialog(page), 'Título').fill(`Noche de son ${tag}`);
  await field(dialog(page), 'Descripción').fill('Música en vivo con el conjunto del barrio.');
  await field(dialog(page), 'Inicio').fill('2026-12-24T20:00');
  await field(dialog(page), 'Lugar').fill('Malecón de Puerto Plata');
  await submit.click();
  await expectToast(page, 'Evento agregado');
  const event = item(page, 'events', `Noche de son ${tag}`);
  expect(await badge(event)).toBe('Pendiente');
  await event.getByText('Malecón de Puerto Plata').waitFor();
  await screenshot(page, `owner-content-events-${viewport}`);

  // The review, public since its link was opened (decision 014): answered, and the answer waits
  // for an administrator. There is nothing to approve.
  await tab(page, 'Reseñas').click();
  const approved = page.getByTestId('review').filter({ hasText: `Muy buena atención ${tag}` });
  await approved.getByText('Anónimo').waitFor();
  expect(await approved.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
  await approved.getByRole('button', { name: 'Responder' }).click();
  await field(approved, 'Tu respuesta').fill('¡Gracias por visitarnos!');
  await approved.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expectToast(page, 'Respuesta enviada');
  await approved.getByText('Pendiente de aprobación').waitFor();
  await screenshot(page, `owner-content-reviews-${viewport}`);

  expect(await seriousViolations(page)).toEqual([]);
  if (viewport === 'mobile') expect(await sidewaysOverflow(page, 375)).toBe(0);
}

describe.skipIf(!hasBrowser())('owner content tabs', () => {
  const browser = useBrowser();

  for (const viewport of flowWidths('owner')) {
    it(`adds, edits, reorders and deletes content and answers a review at ${viewport}`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      try {
        await run(page, viewport).catch(async (error: unknown) => {
          await screenshot(page, `owner-content-failure-${viewport}`);
          throw new Error(`${String(error)}\n${errors.join('\n')}`);
        });
        expect(errors.filter((e) => !/youtube|fotos\.example/.test(e))).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

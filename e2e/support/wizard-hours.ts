// The wizard's hours step (issue 41): nothing is pre-filled, so every flow through the wizard
// answers it as an owner would: the same hours every day, Sunday closed.
import type { Page } from 'playwright-core';

export async function chooseSameHours(page: Page, open = '08:00', close = '17:00') {
  await page.getByRole('heading', { name: 'Horario', exact: true }).waitFor();
  await page.getByRole('radio', { name: /^El mismo horario todos los días/ }).check();
  await page.getByLabel('Abre a las', { exact: true }).fill(open);
  await page.getByLabel('Cierra a las', { exact: true }).fill(close);
  await page.getByRole('checkbox', { name: 'Domingo', exact: true }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { name: 'Contacto y Plan' }).waitFor();
}

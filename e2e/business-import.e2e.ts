// 'Importar negocios' (issue #31): the administrator's flow at 1280 px (a CSV's preview row by
// row, the import, and an imported listing's public page 'sin reclamar' that opens the claim),
// and the screen's layout with a preview at 375 px.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { flowWidths, hasBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser';
import { shot, signIn } from './support/admin-fixtures';
import { sidewaysOverflow, smallTargets } from './support/layout';

const HEADER = 'id_externo,nombre,categoria,provincia,municipio,direccion,telefono,horario,lat,lng';

/** A file with two new rows (one without a pin), a duplicate of the first and an error. */
function importFile() {
  const tag = Math.random().toString(36).slice(2, 8);
  const phone = (n: number) =>
    `809-5${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}${n}`;
  const first = phone(1);
  const csv = [
    HEADER,
    `e2e-${tag}-1,Ferretería Quisqueya ${tag},Ferreterías,Puerto Plata,Guananico,Calle 1,${first},"lun-sáb 8:00-17:00",19.72,-70.92`,
    `e2e-${tag}-2,Botica Yaque ${tag},botica,puerto plata,GUANANICO,,${phone(2)},,,`,
    `e2e-${tag}-3,Otra Ferretería,Ferreterías,Puerto Plata,Guananico,,${first},,,`,
    `e2e-${tag}-4,Tienda Lunar,Astronautas,Puerto Plata,Guananico,,${phone(4)},,,`,
  ].join('\n');
  return {
    tag,
    file: { name: `pueblo-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
  };
}

describe.skipIf(!hasBrowser())('importing businesses from a CSV file', () => {
  const browser = useBrowser();

  it.each(flowWidths('admin'))(
    'previews, imports and publishes claimable listings (%s)',
    async (viewport) => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      await page.goto('/admin/importar');
      await page.getByRole('heading', { name: 'Importar negocios', level: 1 }).waitFor();
      const { tag, file } = importFile();
      await page.getByLabel('Elegir archivo CSV').setInputFiles(file);

      // Errors first, with their reason; then each kind on its own.
      const rows = page.getByRole('heading', { name: 'Vista previa por fila' });
      await rows.waitFor();
      await page.getByText('Categoría desconocida: «Astronautas»').waitFor();
      await page.getByRole('button', { name: /^Duplicado/ }).click();
      await page.getByText('Posible duplicado de la línea 2: mismo teléfono').waitFor();
      await page.getByRole('button', { name: /^Nuevo/ }).click();
      await page
        .getByText('Sin coordenadas: ubicación aproximada (centro del municipio)')
        .waitFor();
      await shot(page, `import-preview-${viewport}`);

      await page.getByRole('button', { name: 'Importar 2 negocios' }).click();
      await page.getByText('Importación completada').waitFor();
      await page.getByText('2 negocios nuevos y 0 actualizados', { exact: false }).waitFor();
      await page.getByRole('button', { name: /^Nuevo/ }).click();
      await shot(page, `import-result-${viewport}`);

      // The listing without a pin: public, at its municipality's seat, 'sin reclamar', claimable.
      await page.getByRole('link', { name: `Botica Yaque ${tag}` }).click();
      await page.getByRole('heading', { name: `Botica Yaque ${tag}`, level: 1 }).waitFor();
      await page.getByTestId('approximate-location').getByText('Ubicación aproximada').waitFor();
      await page.getByText('¿Es tu negocio? Reclámalo').waitFor();
      await shot(page, `import-listing-${viewport}`);
      await page.getByRole('link', { name: 'Reclamar este negocio' }).click();
      await page.getByRole('heading', { name: `Reclamar «Botica Yaque ${tag}»` }).waitFor();
      await page.getByLabel(`¿Por qué Botica Yaque ${tag} es tuyo?`).waitFor();
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('fits a phone with a preview on screen', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile', { bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/importar');
    await page.getByLabel('Elegir archivo CSV').setInputFiles(importFile().file);
    await page.getByText('Categoría desconocida: «Astronautas»').waitFor();
    expect(await sidewaysOverflow(page, VIEWPORTS.mobile.width)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'import-preview-mobile');
    expect(errors).toEqual([]);
    await close();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { offlineMapTiles } from '../support/answering.ts';
import { signedIn } from '../support/demo.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

const LIGHTING = 'Inspección de alumbrado público';
const firstCode = (page: Page) =>
  page.getByRole('table', { name: 'Respuestas' }).getByRole('row').nth(1).getByRole('cell').first();

test('a supervisor filters the demo street-lighting answers by state, pages and opens one', async ({
  page,
}) => {
  await signedIn(page, 'supervisor');
  await page.goto('/listar');
  await page.getByLabel('Buscar por nombre del formulario').fill(LIGHTING);
  await page.getByRole('link', { name: `Respuestas: ${LIGHTING}`, exact: true }).click();
  await expect(page).toHaveURL(/\/respuestas\/listado\//);
  await expect(page.getByRole('heading', { name: LIGHTING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a formularios' })).toHaveAttribute('href', '/listar');
  // The demo data: 240 answers over the last 60 days, in three states.
  await expect(page.getByText('Página 1 de', { exact: false })).toBeVisible();

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En curso' }).click();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/state=1/);
  const table = page.getByRole('table', { name: 'Respuestas' });
  const stateCells = table.getByRole('row').locator('td:nth-child(5)');
  await expect(stateCells.filter({ hasNotText: 'En curso' })).toHaveCount(0);
  await expect(stateCells).toHaveCount(15);
  await expect(page.getByText('Página 1 de', { exact: false })).toBeVisible();

  const pageOne = await firstCode(page).textContent();
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('Página 2 de', { exact: false })).toBeVisible();
  await expect(firstCode(page)).not.toHaveText(pageOne!);
  const pageTwo = await firstCode(page).textContent();
  await page.getByRole('button', { name: 'Página anterior' }).click();
  await expect(page.getByText('Página 1 de', { exact: false })).toBeVisible();
  await expect(firstCode(page)).toHaveText(pageOne!);

  // The filters and the page live in the URL: back, forward and reload keep them.
  await page.goBack();
  await expect(page.getByText('Página 2 de', { exact: false })).toBeVisible();
  await expect(firstCode(page)).toHaveText(pageTwo!);
  await page.reload();
  await expect(firstCode(page)).toHaveText(pageTwo!);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('En curso');

  await page.getByRole('link', { name: `Ver respuesta ${pageTwo}`, exact: true }).click();
  await expect(page).toHaveURL(/\/ver\/[0-9a-f-]{36}$/);
  await expect(page.getByText(pageTwo!).first()).toBeVisible();
});

test('an unknown code finds nothing, and the map shows the answers places', async ({ page }) => {
  await offlineMapTiles(page);
  await signedIn(page, 'supervisor');
  await page.goto('/listar');
  await page.getByLabel('Buscar por nombre del formulario').fill(LIGHTING);
  await page.getByRole('link', { name: `Respuestas: ${LIGHTING}`, exact: true }).click();
  await page.getByLabel('Destinatario (código de respuesta)').fill('  NO-EXISTE  ');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/code=NO-EXISTE(&|$)/);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas de respuestas' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Limpiar' }).click();
  await page.getByRole('switch', { name: 'Ver mapa' }).click();
  await expect(page.getByText('Con muchas respuestas el mapa puede tardar')).toBeVisible();
  await expect(page.getByText(/respuestas? con ubicación en el mapa/)).toBeVisible();
  const map = page.getByRole('region', { name: 'Mapa de las respuestas' });
  await expect(map).toBeVisible();

  // Zoom in through the groups to one answer: its code and link come from the points' binary body.
  const point = map.getByRole('button', { name: /^Respuesta / }).first();
  await expect(async () => {
    if (!(await point.isVisible()))
      await map
        .getByRole('button', { name: /aquí: acercar/ })
        .first()
        .click();
    await expect(point).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const code = (await point.getAttribute('aria-label'))!.replace('Respuesta ', '');
  await point.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText(code, { exact: true })).toBeVisible();
  const open = popup.getByRole('link', { name: 'Ver respuesta' });
  await expect(open).toHaveAttribute('href', /^\/ver\/[0-9a-f-]{36}$/);
  await open.click();
  await expect(page).toHaveURL(/\/ver\/[0-9a-f-]{36}$/);
  await expect(page.getByText(code).first()).toBeVisible();
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signedIn } from '../support/demo.ts';

const LIGHTING = 'Inspección de alumbrado público';
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('a supervisor reads the statistics of the demo street-lighting inspection and switches the range', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, 'supervisor');
  await page.goto('/listar');
  await page.getByLabel('Buscar por nombre del formulario').fill(LIGHTING);
  await page.getByRole('link', { name: `Estadísticas: ${LIGHTING}`, exact: true }).click();
  await expect(page).toHaveURL(/\/estadisticas\//);
  await expect(page.getByRole('heading', { name: LIGHTING, level: 1 })).toBeVisible();

  // Default: the last 7 days.
  const ranges = page.getByRole('group', { name: 'Rango' });
  await expect(ranges.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
  const inRange = page.getByText('Respuestas en el rango').locator('xpath=following-sibling::*[1]');
  const weekCount = Number((await inRange.textContent())!.replace(/\D/g, ''));

  // The demo answers span 60 days: three months hold more of them.
  await ranges.getByRole('button', { name: '3 meses' }).click();
  await expect(page).toHaveURL(/range=3m/);
  await expect(ranges.getByRole('button', { name: '3 meses' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => Number((await inRange.textContent())!.replace(/\D/g, '')))
    .toBeGreaterThan(weekCount);

  // The answers-per-hour chart, with its table behind the toggle.
  const perHour = page.locator('.statistics-card', {
    has: page.getByRole('heading', { name: 'Respuestas por hora del día' }),
  });
  await expect(perHour.locator('svg rect').first()).toBeVisible();
  await perHour.getByRole('button', { name: 'Ver tabla' }).click();
  const hours = perHour.getByRole('table', { name: 'Respuestas por hora del día' });
  await expect(hours.getByRole('row')).toHaveCount(25);

  // A pie of a single-choice question, and its CSV.
  const pie = page.locator('.statistics-card', {
    has: page.getByRole('heading', { name: 'Tipo de luminaria' }),
  });
  await pie.scrollIntoViewIfNeeded();
  await expect(pie.locator('svg path').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await pie.getByRole('button', { name: 'Descargar los datos de "Tipo de luminaria" en CSV' }).click();
  expect((await download).suggestedFilename()).toBe('tipo-de-luminaria.csv');

  for (const [label, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(shots, `es-statistics-${label}.png`), fullPage: true });
  }
  // The phone's first screen and its pie, as a person sees them.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, 'es-statistics-mobile-top.png') });
  await pie.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'es-statistics-mobile-pie.png') });
});

test('a form that does not exist says so', async ({ page }) => {
  await signedIn(page, 'supervisor');
  await page.goto('/estadisticas/00000000-0000-4000-8000-00000000abcd');
  await expect(page.getByRole('heading', { name: 'Formulario no encontrado' })).toBeVisible();
});

test("the admin's monthly table fits a laptop's width, every column in sight", async ({ page }) => {
  await signedIn(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/estadisticas/00000000-0000-4000-8000-000000009002');
  // The section and its scrolling table are both named by the heading: the table's is the inner one.
  const region = page.getByRole('region', { name: 'Estadísticas generales' }).last();
  await expect(region.getByRole('columnheader', { name: 'Usuarios activos' })).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

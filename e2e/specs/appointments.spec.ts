import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../support/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the journey leaves its screenshots to look at (SHOTS_DIR), none without it. */
const shotsDir = process.env.SHOTS_DIR;

/** The portal's answer link for a demo citizen, made as the README says (npm run citizen-link). */
function answerLink(dni: string): string {
  const printed = execFileSync(
    process.execPath,
    [path.join(here, '../../apps/server/dist/seed/citizen-link.js'), dni],
    { cwd: path.join(here, '..'), env: { ...process.env, DATA_DIR: path.join(here, '../.data') } },
  ).toString();
  return new URL(/https?:\/\/\S+/.exec(printed)![0]).pathname;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('a citizen books an appointment from the saved page of the portal form', async ({ page }) => {
  test.setTimeout(60_000);
  // Ana María Gómez answers the demo sidewalk claim, whose form books in the demo agenda.
  await page.goto(answerLink('30123456'));
  await expect(page.getByRole('heading', { name: 'Reclamo por vereda rota' })).toBeVisible();
  await page.getByRole('textbox', { name: /Dirección/ }).fill('Av. Colón 1234');
  await page.getByRole('radio', { name: 'Hundimiento' }).check();
  await page.getByRole('button', { name: /Guardar respuesta/ }).click();
  await expect(page).toHaveURL(/\/ciudadano\/guardado\/00000000-0000-4000-8000-000000009004\/CBA-RVR-\d+$/);
  const code = (await page.getByTestId('answer-code').textContent())!.trim();
  const savedUrl = new URL(page.url()).pathname;
  const book = page.getByRole('button', { name: 'Continuar para reservar turno' });
  await expect(book).toBeVisible();
  await shot(page, 'appointment-saved');

  // The booking system does not answer: the spec's alert, and the button stays to try again.
  await page.route('**/api/public/answers/*/appointment', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'BOOKING_SYSTEM_ERROR', message: 'down' } }),
    }),
  );
  await book.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Error al cargar la información. Si el problema persiste, comuníquese con el municipio.',
    }),
  ).toBeVisible();
  await shot(page, 'appointment-saved-error');
  await page.unroute('**/api/public/answers/*/appointment');

  // A reload keeps the button (the tab keeps the answer's receipt) and the way to the citizen's list.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Ver mis trámites' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar para reservar turno' }).click();
  await expect(page).toHaveURL(/\/turnero\/autorizar\?code=.+&tenant=cabildo-demo&formData=/);
  await expect(page.getByRole('heading', { name: 'Reservar un turno' })).toBeVisible();
  await expect(page.getByText('Ana María Gómez')).toBeVisible();
  await expect(page.getByText('30123456')).toBeVisible();
  await expect(page.getByText('Obras públicas — inspección de veredas')).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await shot(page, 'booking-page');

  // The page in English too (its own language switch).
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  await page.getByRole('link', { name: 'Español' }).click();

  const firstDay = page.locator('fieldset.day').first();
  const day = (await firstDay.locator('legend').textContent())!.trim();
  await firstDay.getByRole('radio', { name: '10:30' }).check();
  await page.getByRole('button', { name: 'Confirmar turno' }).click();
  await expect(page.getByRole('heading', { name: 'Turno reservado' })).toBeVisible();
  await expect(page.getByTestId('booked-slot')).toHaveText(`${day} · 10:30`);
  await shot(page, 'booking-booked');
  // On a phone the page does not scroll sideways; it leads back to the saved page, list link and all.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Volver a la página del trámite' }).click();
  await expect(page).toHaveURL(new RegExp(`${savedUrl}$`));
  await expect(page.getByTestId('answer-code')).toHaveText(code);
  await expect(page.getByRole('link', { name: 'Ver mis trámites' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back on the saved page, a new hand-off shows the booked slot, not a second booking.
  await page.goto(savedUrl);
  await expect(page.getByTestId('answer-code')).toHaveText(code);
  await page.getByRole('button', { name: 'Continuar para reservar turno' }).click();
  await expect(page.getByRole('heading', { name: 'Turno reservado' })).toBeVisible();
});

test('an editor picks the agenda of a form with appointments from the booking system', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/editar/nuevo/formulario');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Turno para licencia de conducir');
  await page.getByRole('combobox', { name: /^Área/ }).click();
  await page.getByRole('option', { name: 'Ambiente' }).click();
  await page.getByRole('switch', { name: 'Reservar turno' }).check();
  await expect(page.getByRole('switch', { name: 'Enviar copia por correo' })).toBeDisabled();
  await page.getByRole('combobox', { name: /^Agenda/ }).click();
  await expect(page.getByRole('option', { name: 'Atención al vecino' })).toBeVisible();
  await shot(page, 'appointment-editor-open');
  await page.getByRole('option', { name: 'Atención al vecino' }).click();
  await expect(page.getByText('Cliente del sistema de turnos: cabildo-demo')).toBeVisible();
  await page.getByRole('combobox', { name: /^Agenda/ }).scrollIntoViewIfNeeded();
  await shot(page, 'appointment-editor');
});

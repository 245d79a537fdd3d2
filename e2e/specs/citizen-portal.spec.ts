import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectFitsPhone, PHONE } from '../support/phone.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The portal's links for a demo citizen, made as the README says (npm run citizen-link) with the
 * running server's data folder, so the token is signed with its secret. Carolina D'Angelo answers
 * here; other journeys use the other demo citizens (the demo form takes one answer per citizen).
 */
function portalLinks(dni: string): { answer: string; list: string } {
  const printed = execFileSync(
    process.execPath,
    [path.join(here, '../../apps/server/dist/seed/citizen-link.js'), dni],
    { cwd: path.join(here, '..'), env: { ...process.env, DATA_DIR: path.join(here, '../.data') } },
  ).toString();
  const [answer, list] = [...printed.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]).pathname);
  return { answer: answer!, list: list! };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('a citizen answers through the portal link and finds the answer in their procedures', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const links = portalLinks('33444555');

  // A link whose token was tampered with: the error card, nothing else.
  await page.goto(links.answer.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(page.getByRole('heading', { name: 'Error al ingresar desde Portal Ciudadano' })).toBeVisible();
  await expect(
    page.getByText('Ocurrió un error al verificar su sesión, vuelva a ingresar desde el Portal Ciudadano.'),
  ).toBeVisible();

  // The citizen answers on a phone and saves with a tap (issue 28 item 12); the list, on a desktop.
  const phone = await browser.newContext(PHONE);
  const answering = await phone.newPage();
  await answering.addInitScript(() => localStorage.setItem('language', 'es'));
  await answering.goto(links.answer);
  const citizen = answering.getByTestId('portal-citizen');
  await expect(citizen).toContainText("Carolina D'Angelo");
  await expect(citizen).toContainText('DNI 33444555');
  await expect(answering.getByRole('heading', { name: 'Reclamo por vereda rota' })).toBeVisible();
  await answering.getByRole('textbox', { name: /Dirección/ }).fill('Obispo Trejo 210');
  await answering.getByRole('radio', { name: 'Raíces de árbol' }).check();
  await expectFitsPhone(answering);
  await answering.getByRole('button', { name: /Guardar respuesta/ }).tap();

  await expect(answering).toHaveURL(
    /\/ciudadano\/guardado\/00000000-0000-4000-8000-000000009004\/CBA-(?:[A-Z0-9]+-)?\d+$/,
  );
  const code = (await answering.getByTestId('answer-code').textContent())!.trim();
  await expect(answering.getByRole('button', { name: /Descargar comprobante/ })).toBeVisible();

  await answering.getByRole('link', { name: 'Ver mis trámites' }).tap();
  await expect(answering.getByRole('heading', { name: 'Mis trámites' })).toBeVisible();
  await page.goto(new URL(answering.url()).pathname);
  await phone.close();
  await expect(page.getByRole('heading', { name: 'Mis trámites' })).toBeVisible();
  await expect(page.getByText("Carolina D'Angelo · Usuario del portal cdangelo")).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Reclamo por vereda rota');
  await expect(row).toContainText('Recibido');
  await expect(row).toContainText('Aprobado');

  // One answer per citizen: the link now says so.
  await page.goto(links.answer);
  await expect(page.getByRole('heading', { name: 'Formulario ya respondido' })).toBeVisible();
});

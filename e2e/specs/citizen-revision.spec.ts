import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, signedIn } from '../support/demo.ts';
import { expectFitsPhone, PHONE } from '../support/phone.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '../.data');
const mailDir = path.join(dataDir, 'mail');
const PORTAL_FORM_ID = '00000000-0000-4000-8000-000000009004';
/** Where the journey leaves its screenshots to look at (SHOTS_DIR), none without it. */
const shotsDir = process.env.SHOTS_DIR;

/** The portal's answer link for a demo citizen, made as the README says (npm run citizen-link). */
function answerLink(dni: string): string {
  const printed = execFileSync(
    process.execPath,
    [path.join(here, '../../apps/server/dist/seed/citizen-link.js'), dni],
    { cwd: path.join(here, '..'), env: { ...process.env, DATA_DIR: dataDir } },
  ).toString();
  return new URL(/https?:\/\/\S+/.exec(printed)![0]).pathname;
}

/** The revision link of the newest e-mail about this answer in the local mail folder. */
async function revisionLinkFor(answerId: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+(/ciudadano/revision/${answerId}/[A-Za-z0-9_.%-]+)`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.eml'),
    );
    for (const file of files.sort().reverse()) {
      const text = (await readFile(path.join(mailDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = pattern.exec(text);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no revision e-mail for ${answerId}`);
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('a supervisor asks a citizen for a change, the citizen fixes it from the e-mail, and the supervisor sees it come back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Jorge answers the demo portal form (other journeys use the other demo citizens).
  await page.goto(answerLink('25987654'));
  await expect(page.getByRole('heading', { name: 'Reclamo por vereda rota' })).toBeVisible();
  await page.getByRole('textbox', { name: /Dirección/ }).fill('Bv. San Juan 455');
  await page.getByRole('radio', { name: 'Baldosas rotas' }).check();
  await page.getByRole('button', { name: /Guardar respuesta/ }).click();
  await expect(page).toHaveURL(/\/ciudadano\/guardado\//);
  const code = (await page.getByTestId('answer-code').textContent())!.trim();

  const staff = await apiSession(baseURL!, 'supervisor-elevado');
  const list = await staff.api.get(`/api/forms/${PORTAL_FORM_ID}/answers?code=${code}`);
  const answerId = ((await list.json()) as { rows: { id: string; code: string }[] }).rows.find(
    (row) => row.code === code,
  )!.id;

  // The elevated supervisor corrects any answer of its municipality: it asks for the address.
  const supervisor = await browser.newPage();
  await supervisor.addInitScript(() => localStorage.setItem('language', 'es'));
  await signedIn(supervisor, 'supervisor-elevado');
  await supervisor.goto(`/ver/${answerId}`);
  await expect(supervisor.getByText('Aprobado')).toBeVisible();
  await supervisor.getByRole('button', { name: 'Solicitar cambios' }).click();
  const dialog = supervisor.getByRole('dialog');
  const send = dialog.getByRole('button', { name: 'Enviar solicitud' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Respuesta: Dirección' }).check();
  await dialog
    .getByRole('textbox', { name: 'Comentario para el ciudadano' })
    .fill('Indique la altura exacta, por favor.');
  await expect(dialog.getByRole('status')).toHaveText('1 elemento marcado');
  await shot(supervisor, 'request-dialog');
  await send.click();
  await expect(supervisor.getByText('La solicitud de cambios se envió al ciudadano')).toBeVisible();
  await expect(supervisor.getByText('En revisión')).toBeVisible();
  await expect(supervisor.getByRole('button', { name: 'Solicitar cambios' })).toHaveCount(0);

  // The citizen opens the link from the e-mail on a phone: only the address can change.
  const link = await revisionLinkFor(answerId);
  const phone = await browser.newContext(PHONE);
  const citizen = await phone.newPage();
  await citizen.addInitScript(() => localStorage.setItem('language', 'es'));
  await citizen.goto(link);
  // A new browser, nothing cached yet, and the portal's sign-in first: its first page takes longer.
  await expect(citizen.getByText('Indique la altura exacta, por favor.')).toBeVisible({ timeout: 15_000 });
  const address = citizen.getByRole('textbox', { name: /Dirección/ });
  await expect(address).toBeEnabled();
  await expect(citizen.getByRole('textbox', { name: /Describa el problema/ })).toBeDisabled();
  await expect(citizen.getByRole('radio', { name: 'Hundimiento' })).toBeDisabled();
  // The flagged question says what it had, in red; the others say nothing.
  await expect(citizen.getByText('Respuesta anterior: Bv. San Juan 455')).toBeVisible();
  await expect(citizen.getByText(/^Respuesta anterior/)).toHaveCount(1);
  await shot(citizen, 'citizen-revision');
  await address.fill('Bv. San Juan 455, 2° piso');
  await expectFitsPhone(citizen);
  await citizen.getByRole('button', { name: 'Enviar correcciones' }).tap();
  await expect(citizen.getByRole('heading', { name: 'Correcciones enviadas' })).toBeVisible();
  // A second visit: nothing left to do.
  await citizen.goto(link);
  await expect(citizen.getByRole('heading', { name: 'Formulario ya respondido' })).toBeVisible();
  await phone.close();

  // The supervisor sees the badge move and the citizen's change marked.
  await supervisor.reload();
  await expect(supervisor.getByText('A corregir')).toBeVisible();
  await expect(supervisor.getByText('Bv. San Juan 455, 2° piso')).toBeVisible();
  await expect(supervisor.getByText(/por el ciudadano jfernandez/)).toBeVisible();
  await shot(supervisor, 'answer-after-revision');
  await supervisor.goto(`/respuestas/listado/${PORTAL_FORM_ID}`);
  await expect(supervisor.getByRole('row').filter({ hasText: code })).toContainText('A corregir');
});

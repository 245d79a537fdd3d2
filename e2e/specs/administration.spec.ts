import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { Audit } from '../support/accessibility.ts';
import { signedIn } from '../support/demo.ts';

const mailDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.data/mail');

/** The newest e-mail to `to` in the server's local mail folder, quoted-printable undone. */
async function mailTo(to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = (await readFile(path.join(mailDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('the admin creates a municipality, an area and an inspector who accepts the invitation', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await page.getByRole('link', { name: 'Municipalities' }).first().click();
  await page.getByRole('button', { name: 'New municipality' }).click();
  const municipalityDialog = page.getByRole('dialog');
  await pick(page, 'Country', 'Argentina');
  await pick(page, 'Province', 'Córdoba');
  await municipalityDialog.getByLabel('Name', { exact: true }).fill('Alta Gracia');
  await municipalityDialog.getByLabel('Keyword').fill('ag1');
  await municipalityDialog.getByLabel('ID in the digital platform').fill('1403');
  // Picking on the map moves the coordinates away from the default centre.
  await expect(municipalityDialog.getByLabel('Latitude')).toHaveValue('-31.42');
  const map = municipalityDialog.getByRole('region', { name: /Map/ });
  await map.click({ position: { x: 80, y: 60 } });
  await expect(municipalityDialog.getByLabel('Latitude')).not.toHaveValue('-31.42');
  await municipalityDialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    municipalityDialog.getByText('Invalid keyword. It must have two or more letters, in upper case.'),
  ).toBeVisible();
  await municipalityDialog.getByLabel('Keyword').fill('AGR');
  await municipalityDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Municipality created successfully.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Alta Gracia Córdoba, Argentina' })).toBeVisible();

  await page.getByRole('link', { name: 'Municipal areas' }).first().click();
  await page.getByRole('button', { name: 'New area' }).click();
  const areaDialog = page.getByRole('dialog');
  await areaDialog.getByLabel('Area name').fill('Catastro');
  await pick(page, 'Municipality', 'Alta Gracia');
  await areaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Area created successfully.')).toBeVisible();

  await page.getByRole('link', { name: 'Users' }).first().click();
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByRole('dialog');
  await pick(page, 'Country', 'Argentina');
  await pick(page, 'Province', 'Córdoba');
  await pick(page, 'Municipality', 'Alta Gracia');
  await pick(page, 'Municipal areas', 'Catastro');
  await page.keyboard.press('Escape');
  await pick(page, 'Role', 'Inspector');
  await page.keyboard.press('Escape');
  await userDialog.getByLabel('User name in the digital platform').fill('  Lucia.Catastro ');
  await userDialog.getByLabel('Email').fill('lucia.catastro@example.com');
  await userDialog.getByLabel('File number (Legajo)').fill(' L-101 ');
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await page.getByLabel('Search by email, user or name').fill('lucia');
  await expect(page.getByRole('cell', { name: 'lucia.catastro', exact: true })).toBeVisible();

  const mail = await mailTo('lucia.catastro@example.com');
  const link = /http:\/\/localhost:\d+(\/restablecer-clave\?token=[A-Za-z0-9_-]+&invite=1)/.exec(mail)![1]!;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('catastro-2026');
  await page.getByLabel('Repeat the new password').fill('catastro-2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email').fill('lucia.catastro@example.com');
  await page.getByLabel('Password', { exact: true }).fill('catastro-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/listar$/);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
});

test('an elevated supervisor sees only its municipality and cannot grant the admin role', async ({
  page,
}) => {
  await signedIn(page, 'supervisor-elevado');
  await page.goto('/usuarios');
  await expect(page.getByRole('cell', { name: 'admin@demo.cabildo.test', exact: true })).toBeVisible();
  await page.getByLabel('Search by email, user or name').fill('supervisor@');
  await expect(page.getByRole('cell', { name: 'supervisor@demo.cabildo.test', exact: true })).toBeVisible();
  await page.getByLabel('Search by email, user or name').fill('bloqueado');
  await expect(page.getByText('No results.')).toBeVisible();
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog').getByLabel('Municipality')).toHaveValue('Córdoba');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'Supervisor', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Administrator' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/municipios');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('an elevated supervisor imports users from a CSV: preview with a bad row, import, summary', async ({
  page,
}) => {
  const audit = new Audit(page);
  const stamp = Date.now().toString(36);
  const csv = [
    'email,firstName,lastName,role,areas',
    `lote.${stamp}.a@example.com,Ana,Lote,Inspector,Obras Privadas`,
    `lote.${stamp}.b@example.com,Beto,Lote,Boss,Obras Privadas`,
    `lote.${stamp}.c@example.com,Carla,Lote,Supervisor,Obras Privadas; Tránsito`,
  ].join('\n');
  await signedIn(page, 'supervisor-elevado');
  await page.goto('/usuarios');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import users', level: 1 })).toBeVisible();
  await page.getByLabel('CSV or Excel file (.xlsx)').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const problems = page.getByRole('table', { name: 'Problems found' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toHaveText(/3\s*Role\s*There is no role “Boss”\./);
  await expect(page.getByText('3 rows read; 2 can be imported.')).toBeVisible();
  await audit.axe('/usuarios/importar, preview');
  // Keyboard: the import button is reached and pressed without a mouse.
  const importButton = page.getByRole('button', { name: 'Import 2 users' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Created: 2. Skipped: 1. Failed: 0.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows not imported' })).toContainText(
    `lote.${stamp}.b@example.com`,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download summary (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('user-import.csv');
  await audit.axe('/usuarios/importar, summary');
  expect(audit.problems).toEqual([]);
  await page.goto('/usuarios');
  await page.getByLabel('Search by email, user or name').fill(`lote.${stamp}`);
  await expect(page.getByRole('cell', { name: `lote.${stamp}.c@example.com`, exact: true })).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { copyOfDemoForm, DEMO_FORMS } from '../support/answering.ts';
import { apiSession } from '../support/demo.ts';
import { answerThroughApi, OBRAS_PRIVADAS, uniqueTitle } from '../support/review.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Answers the public noise complaint as answering.spec.ts does: pin, source, date, the ordinance. */
async function answerNoiseComplaint(page: Page) {
  const map = page.getByRole('group', { name: 'Map of the answer' }).locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Origen del ruido' })
    .getByRole('radio', { name: 'Alarma' })
    .check();
  await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
  await page.getByRole('radiogroup', { name: 'Conozco la ordenanza de ruidos' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Save answer' }).click();
}

test('a visitor answers the public noise complaint, follows its state by its code and finds its record, on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A copy with a title of its own (and its own answer-code prefix: CBA-DRM2, …).
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint, {
    titleAlt: { en: 'Noise complaint (status lookup)' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/publico/contestar/${formId}`);
  await answerNoiseComplaint(page);
  await expect(page.getByRole('heading', { name: 'The answer was registered successfully' })).toBeVisible();
  const code = (await page.getByTestId('answer-code').textContent())!.trim();
  expect(code).toMatch(/^CBA-DRM\d*-\d+$/);
  // The form's voucher text and the record's download code (the demo form has both).
  await expect(page.getByTestId('voucher-text')).toContainText('Conserve este comprobante.');
  const downloadCode = (await page.getByTestId('download-code').textContent())!.trim();
  expect(downloadCode).toMatch(/^[A-Za-z2-9]{12}$/);

  await page.goto('/publico/consultar-estado');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the status of a procedure' }),
  ).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Answer code' });
  // Nothing typed: the field says so and nothing is looked up.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter the code of your answer.')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(` ${code} `);
  await field.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Noise complaint (status lookup)' }),
  ).toBeVisible();
  await expect(page.getByText('Current state')).toBeVisible();
  await expect(page.getByTestId('current-state')).toHaveText('Recibida');
  // The card fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The municipality moves the answer on; the visitor looks again.
  const admin = await apiSession(baseURL!, 'admin');
  const list = (await (await admin.api.get(`/api/forms/${formId}/answers`)).json()) as {
    rows: { id: string; code: string }[];
  };
  const answer = list.rows.find((row) => row.code === code)!;
  const moved = await admin.put(`/api/answers/${answer.id}/state`, { stateId: 1 });
  expect(moved.status(), await moved.text()).toBe(200);
  await admin.api.dispose();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('current-state')).toHaveText('Inspeccionada');

  // A code nobody has: the spec's message, and what was typed stays.
  await field.fill('CBA-999999');
  await field.press('Enter');
  await expect(page.getByText('Your procedure has no states, or no answer has this code.')).toBeVisible();
  await expect(field).toHaveValue('CBA-999999');

  // The record of the answer, by the download code the saved page gave.
  await page.goto('/actas/consultar');
  await page.getByRole('textbox', { name: 'Download code' }).fill(downloadCode);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Search...' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`acta-${code}.pdf`);
  await expect(page.getByText('The record was downloaded successfully').first()).toBeVisible();
  const bytes = await readFile((await file.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(code);
  expect(text).toContain('Alarma');
  expect(text).toContain(downloadCode);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a record is found by its download code (case matters) and downloads as a PDF about a second later', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await apiSession(baseURL!, 'admin');
  const title = uniqueTitle('Acta de inspección de obra');
  const created = await admin.post('/api/forms', {
    title,
    areaIds: [OBRAS_PRIVADAS],
    options: { pdfDownloadCode: true },
    sections: [
      {
        id: 'obra',
        order: 0,
        title: 'Obra',
        questions: [{ id: 'obs', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text' }],
      },
    ],
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id: formId } = (await created.json()) as { id: string };
  const saved = (await answerThroughApi(admin, formId, 'Obra en regla')) as {
    code: string;
    pdfDownloadCode: string | null;
  };
  await admin.api.dispose();
  const downloadCode = saved.pdfDownloadCode!;
  expect(downloadCode).toMatch(/^[A-Za-z2-9]{12}$/);

  await page.goto('/actas/consultar');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a record' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Download code' });
  const search = page.getByRole('button', { name: 'Search...' });
  await expect(search).toBeDisabled();
  await field.fill('   ');
  await expect(search).toBeDisabled();

  // Another case is another code.
  const swapped = [...downloadCode]
    .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
    .join('');
  await field.fill(swapped);
  await search.click();
  await expect(
    page.getByText('No records were found for that code. Remember that upper and lower case matter.'),
  ).toBeVisible();
  await expect(field).toHaveValue(swapped);

  await field.fill(`  ${downloadCode} `);
  const answered = page.waitForResponse((response) => response.url().includes('/api/public/records/'));
  const download = page.waitForEvent('download');
  await field.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).pathname).toBe(`/api/public/records/${downloadCode}`);
  const answeredAt = Date.now();
  await expect(page.getByText('Record found. Your download starts in a moment…')).toBeVisible();
  const file = await download;
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(700);
  expect(file.suggestedFilename()).toBe(`acta-${saved.code}.pdf`);
  await expect(page.getByText('The record was downloaded successfully').first()).toBeVisible();

  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(saved.code);
  expect(text).toContain('Obra en regla');
});

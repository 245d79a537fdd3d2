import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocumentProxy, extractText } from 'unpdf';
import { makePng } from '../support/answering.ts';
import { apiSession, signedIn } from '../support/demo.ts';
import { answerThroughApi, OBRAS_PRIVADAS, uniqueTitle } from '../support/review.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Downloads the record from the answer view: its text and where its first image (the logo) sits. */
async function downloadRecord(page: Page) {
  const downloaded = page.getByText('The PDF file was downloaded successfully');
  // An earlier download's toast must be gone, so that the one checked below is this download's.
  await expect(downloaded).toHaveCount(0, { timeout: 15_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  await expect(downloaded).toBeVisible();
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  // The logo is the first image painted on page 1; the `cm` before it places it (x in points).
  const first = await pdf.getPage(1);
  const { fnArray, argsArray } = await first.getOperatorList();
  let x: number | null = null;
  let transform: number[] = [];
  for (const [index, op] of fnArray.entries()) {
    if (op === 12 /* OPS.transform */) transform = argsArray[index] as number[];
    if (op === 85 /* OPS.paintImageXObject */ && x === null) x = transform[4] ?? null;
  }
  return { name: file.suggestedFilename(), text, logoX: x, width: first.view[2]! };
}

test('a supervisor downloads a record, changes the PDF settings, and the next record follows them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSession(baseURL!, 'admin');
  const created = await admin.post('/api/forms', {
    title: uniqueTitle('Acta de inspección de obra'),
    areaIds: [OBRAS_PRIVADAS],
    sections: [
      {
        id: 'obra',
        order: 0,
        title: 'Obra',
        questions: [
          { id: 'obs', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text' },
          { id: 'medida', order: 1, title: 'Medida del cerco (m)', kind: 'open', dataType: 'text' },
        ],
      },
    ],
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id: formId } = (await created.json()) as { id: string };
  const saved = await answerThroughApi(admin, formId, 'Cerco en regla, sin peligro de caída');

  await signedIn(page, 'supervisor');
  await page.goto(`/ver/${saved.id}`);
  await expect(page.getByText(saved.code).first()).toBeVisible();
  const before = await downloadRecord(page);
  expect(before.name).toBe(`acta-${saved.code}.pdf`);
  expect(before.text).toContain('Cerco en regla, sin peligro de caída');
  expect(before.text).toContain('Medida del cerco (m)');
  expect(before.logoX).toBeNull();

  // Logo on the right, unanswered questions left out.
  await page.getByRole('button', { name: 'PDF settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'PDF settings' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'escudo.png',
    mimeType: 'image/png',
    buffer: makePng(240, 120, [25, 78, 137]),
  });
  await dialog.getByRole('button', { name: 'Right' }).click();
  await dialog.getByRole('switch', { name: 'Remove unanswered questions' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The PDF settings were saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await downloadRecord(page);
  expect(after.text).toContain('Cerco en regla, sin peligro de caída');
  expect(after.text).not.toContain('Medida del cerco (m)');
  expect(after.logoX).not.toBeNull();
  expect(after.logoX!).toBeGreaterThan(after.width / 2);

  // The settings are the municipality's: back to the defaults for the other journeys.
  const detail = (await (await admin.api.get(`/api/answers/${saved.id}`)).json()) as {
    document: { municipality: { id: string } };
  };
  const settingsUrl = `/api/municipalities/${detail.document.municipality.id}/pdf-settings`;
  expect((await admin.delete(`${settingsUrl}/logo`)).status()).toBeLessThan(300);
  expect((await admin.put(settingsUrl, {})).status()).toBe(200);
  await admin.api.dispose();
});

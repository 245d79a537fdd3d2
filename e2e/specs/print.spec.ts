import { expect, test } from '@playwright/test';
import { apiSession, signedIn } from '../support/demo.ts';
import { answerThroughApi, createReviewForm, uniqueTitle } from '../support/review.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('printing an answer prints the answer, not the app around it', async ({ page, baseURL }) => {
  const formId = await createReviewForm(baseURL!, uniqueTitle('Impresión de luminarias'));
  const supervisor = await apiSession(baseURL!, 'supervisor');
  const answer = await answerThroughApi(supervisor, formId, 'Luminaria apagada');
  await supervisor.api.dispose();

  await signedIn(page, 'supervisor');
  await page.goto(`/ver/${answer.id}`);
  await expect(page.getByText('Luminaria apagada')).toBeVisible();
  const chrome = [
    page.getByRole('banner'),
    page.getByRole('combobox', { name: 'Idioma' }),
    page.getByRole('button', { name: /cuenta/i }),
  ];
  for (const part of chrome) await expect(part).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  await expect(page.getByText('Luminaria apagada')).toBeVisible();
  await expect(page.getByText(answer.code, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

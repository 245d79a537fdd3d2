import { randomUUID } from 'node:crypto';
import { blankSections, type FormTemplate } from '@cabildo/domain';
import { expect, test } from '@playwright/test';
import { apiSession, signedIn } from '../support/demo.ts';
import { OBRAS_PRIVADAS, uniqueTitle, type ApiSession } from '../support/review.ts';

/** Ana María Gómez, a demo citizen of Córdoba's registry. */
const ANA = '30123456';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** A one-question form of Obras Privadas (an area of the demo supervisor) that takes a citizen, made by the admin. */
async function citizenForm(admin: ApiSession, title: string): Promise<string> {
  const created = await admin.post('/api/forms', {
    title,
    areaIds: [OBRAS_PRIVADAS],
    options: { citizen: true },
    states: { available: [{ id: 0, name: 'Recibida', transitions: [] }], initial: 0 },
    sections: [
      {
        id: 's1',
        order: 0,
        title: 'Obra',
        questions: [{ id: 'q1', order: 0, title: '¿Tiene cartel de obra?', kind: 'yesno', required: true }],
      },
    ],
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return ((await created.json()) as { id: string }).id;
}

/** An answer naming Ana as the citizen, as the answer screen sends it (the server takes the registry's record). */
async function answerForAna(session: ApiSession, formId: string): Promise<{ id: string; code: string }> {
  const opened = await session.api.get(`/api/answering/forms/${formId}?mode=internal`);
  const { template } = (await opened.json()) as { template: FormTemplate };
  const sections = blankSections(template);
  sections[0]!.rows[0]!.answers[0]!.value = 'yes';
  const saved = await session.post(`/api/answering/forms/${formId}/answers?mode=internal`, {
    clientSubmissionId: randomUUID(),
    language: 'es',
    sections,
    citizen: { id: 'browser', kind: 'natural', dni: ANA, firstName: 'Ana', lastName: '' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as { id: string; code: string };
}

test('a supervisor finds a demo citizen’s answers by DNI on /home', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await apiSession(baseURL!, 'admin');
  const title = uniqueTitle('Cartel de obra');
  const formId = await citizenForm(admin, title);
  const saved: { id: string; code: string }[] = [];
  for (let i = 0; i < 6; i += 1) saved.push(await answerForAna(admin, formId));
  await admin.api.dispose();

  await signedIn(page, 'supervisor');
  await expect(page).toHaveURL(/\/home$/);
  const panel = page.getByRole('region', { name: 'Recipient search' });
  await expect(panel.getByText('Run a search...')).toBeVisible();
  const search = panel.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();

  await panel.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'DNI/ID' }).click();
  const number = panel.getByRole('textbox', { name: 'Number' });
  await number.fill('3012');
  await number.blur();
  await expect(panel.getByRole('button', { name: 'Invalid DNI/ID' })).toBeDisabled();
  await number.fill(ANA);
  await search.click();

  const person = panel.getByRole('region', { name: 'Person found' });
  await expect(person.getByText('Ana María Gómez')).toBeVisible();
  await expect(person.getByText(ANA)).toBeVisible();
  const table = panel.getByRole('table', { name: 'Answers linked to the number' });
  // Newest first, 5 a page: the five latest answers of the new form, then the first one.
  const newest = saved.slice(1).reverse();
  for (const answer of newest)
    await expect(table.getByRole('row', { name: new RegExp(answer.code) })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(1)).toContainText(title);
  await expect(panel.getByText(/^\d+ answers$/)).toBeVisible();
  await expect(search).toBeDisabled();

  await panel.getByRole('button', { name: 'Next page' }).click();
  await expect(table.getByRole('row', { name: new RegExp(saved[0]!.code) })).toBeVisible();
  await table.getByRole('link', { name: `View answer ${saved[0]!.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ver/${saved[0]!.id}$`));
  await expect(page.getByText(saved[0]!.code).first()).toBeVisible();
});

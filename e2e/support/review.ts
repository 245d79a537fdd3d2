import { randomUUID } from 'node:crypto';
import { blankSections, localDayAndHour, type FormTemplate } from '@cabildo/domain';
import { expect, type Page } from '@playwright/test';
import { apiSession } from './demo.ts';

/** DEMO_IDS.obrasPrivadas of apps/server/src/seed/demo.ts: an area of every per-role demo user. */
export const OBRAS_PRIVADAS = '00000000-0000-4000-8000-000000001001';

/** The street-lighting workflow: Pendiente -> En curso -> (Pendiente | Resuelto). */
export const REVIEW_STATES = { pending: 0, inProgress: 1, solved: 2 } as const;

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;
export type SavedAnswer = { id: string; code: string; pdfDownloadCode: string | null };

/** A title no other journey (or earlier run against the same database) uses. */
export const uniqueTitle = (base: string) => `${base} ${randomUUID().slice(0, 8)}`;

/**
 * A fresh form of Obras Privadas with the street-lighting workflow and one required text question,
 * made through the API as the admin, so a journey counts and moves only answers of its own.
 */
export async function createReviewForm(baseURL: string, title: string): Promise<string> {
  return createWorkflowForm(baseURL, title, [
    {
      id: 'relevamiento',
      order: 0,
      title: 'Relevamiento',
      questions: [
        { id: 'obs', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text', required: true },
      ],
    },
  ]);
}

/** A fresh form of Obras Privadas with the street-lighting workflow and these sections, made by the admin. */
export async function createWorkflowForm(
  baseURL: string,
  title: string,
  sections: object[],
): Promise<string> {
  const admin = await apiSession(baseURL, 'admin');
  const created = await admin.post('/api/forms', {
    title,
    areaIds: [OBRAS_PRIVADAS],
    states: {
      available: [
        { id: REVIEW_STATES.pending, name: 'Pendiente', transitions: [REVIEW_STATES.inProgress] },
        {
          id: REVIEW_STATES.inProgress,
          name: 'En curso',
          transitions: [REVIEW_STATES.pending, REVIEW_STATES.solved],
        },
        { id: REVIEW_STATES.solved, name: 'Resuelto', transitions: [] },
      ],
      initial: REVIEW_STATES.pending,
    },
    sections,
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  await admin.api.dispose();
  return id;
}

/** A form's template as the internal answer screen opens it, through the API. */
export async function templateThroughApi(session: ApiSession, formId: string): Promise<FormTemplate> {
  const opened = await session.api.get(`/api/answering/forms/${formId}?mode=internal`);
  expect(opened.status(), await opened.text()).toBe(200);
  return ((await opened.json()) as { template: FormTemplate }).template;
}

/** Saves the answers as a new internal answer through the API, as the answer screen would. */
export async function saveThroughApi(
  session: ApiSession,
  formId: string,
  sections: ReturnType<typeof blankSections>,
): Promise<SavedAnswer> {
  const saved = await session.post(`/api/answering/forms/${formId}/answers?mode=internal`, {
    clientSubmissionId: randomUUID(),
    language: 'es',
    sections,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as SavedAnswer;
}

/** Saves an answer to a `createReviewForm` form through the API, as the answer screen would. */
export async function answerThroughApi(
  session: ApiSession,
  formId: string,
  observations: string,
): Promise<SavedAnswer> {
  const sections = blankSections(await templateThroughApi(session, formId));
  sections[0]!.rows[0]!.answers[0]!.value = observations;
  return saveThroughApi(session, formId, sections);
}

/**
 * Saves an answer with a photo to a `createWorkflowForm` form whose first question takes images:
 * the photo uploaded first, as the answer screen does, then the answer naming it.
 */
export async function answerWithPhotoThroughApi(
  session: ApiSession,
  formId: string,
  photo: { name: string; buffer: Buffer },
): Promise<SavedAnswer> {
  const uploaded = await session.upload(`/api/files/answers?formId=${formId}&purpose=image`, {
    ...photo,
    mimeType: 'image/png',
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const sections = blankSections(await templateThroughApi(session, formId));
  sections[0]!.rows[0]!.answers[0]!.images = [await uploaded.json()];
  return saveThroughApi(session, formId, sections);
}

/** Moves an answer to another workflow state through the API. */
export async function moveThroughApi(session: ApiSession, answerId: string, stateId: number) {
  const moved = await session.put(`/api/answers/${answerId}/state`, { stateId });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * Today on the demo municipality's clock (Córdoba's), the day its answers list's date filter and
 * statistics take (issue 28 item 10).
 */
export const municipalityToday = (): string => localDayAndHour(new Date(), 'America/Argentina/Cordoba').day;

/** Today in the browser's (and the server's) local time, as a date input takes it. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The answer codes the answers-list table shows, in order (the first cell of each row). */
export const listedCodes = (page: Page) =>
  page.getByRole('table', { name: 'Respuestas' }).getByRole('row').locator('td:first-child');

/** Opens a form's answers list from the forms list, as a person finds it. */
export async function openAnswersList(page: Page, title: string) {
  await page.goto('/listar');
  await page.getByLabel('Buscar por nombre del formulario').fill(title);
  await page.getByRole('link', { name: `Respuestas: ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/respuestas\/listado\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** Chooses a state in the answers-list filter panel. */
export async function chooseStateFilter(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

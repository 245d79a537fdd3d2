import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, signedIn } from '../support/demo.ts';
import {
  answerThroughApi,
  type ApiSession,
  chooseStateFilter,
  createReviewForm,
  listedCodes,
  moveThroughApi,
  openAnswersList,
  REVIEW_STATES,
  municipalityToday,
  uniqueTitle,
} from '../support/review.ts';
import { readXlsx } from '../support/xlsx.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

/**
 * A fresh form with three answers, newest first in the list: `third` (the inspector's), `second`
 * (the supervisor's, moved to 'En curso') and `first` (the supervisor's), the other two 'Pendiente'.
 */
async function formWithThreeAnswers(baseURL: string, base: string) {
  const title = uniqueTitle(base);
  const formId = await createReviewForm(baseURL, title);
  const supervisor = await apiSession(baseURL, 'supervisor');
  const inspector = await apiSession(baseURL, 'inspector');
  const first = await answerThroughApi(supervisor, formId, 'Luminaria apagada');
  const second = await answerThroughApi(supervisor, formId, 'Poste inclinado');
  const third = await answerThroughApi(inspector, formId, 'Cable suelto');
  await moveThroughApi(supervisor, second.id, REVIEW_STATES.inProgress);
  await supervisor.api.dispose();
  await inspector.api.dispose();
  return { title, formId, first, second, third };
}

/** Opens the state selector of the answer view and checks which targets it offers. */
async function expectStateOptions(page: Page, enabled: string[], disabled: string[]) {
  await page.getByRole('combobox', { name: 'Cambiar estado' }).click();
  const listbox = page.getByRole('listbox');
  for (const name of enabled) await expect(listbox.getByRole('option', { name, exact: true })).toBeEnabled();
  for (const name of disabled)
    await expect(listbox.getByRole('option', { name, exact: true })).toBeDisabled();
}

/** Chooses a target state and waits for the server's answer, the confirmation and the new chip. */
async function changeStateTo(page: Page, name: string) {
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/answers\/[^/]+\/state$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Estado actualizado correctamente').last()).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Estado: ${name}. Ver el historial de estados` }),
  ).toBeVisible();
}

test('a supervisor filters a form’s answers, moves one through two states and reads its history', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { title, first, second, third } = await formWithThreeAnswers(baseURL!, 'Relevamiento de luminarias');

  await signedIn(page, 'supervisor');
  await openAnswersList(page, title);
  await expect(listedCodes(page)).toHaveText([third.code, second.code, first.code]);

  // By code: only that answer.
  await page.getByLabel('Destinatario (código de respuesta)').fill(second.code.toLowerCase());
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`code=${second.code}(&|$)`, 'i'));
  await expect(listedCodes(page)).toHaveText([second.code]);
  const secondRow = page.getByRole('row').filter({ hasText: second.code });
  await expect(secondRow.getByRole('cell').nth(4)).toHaveText('En curso');

  // By state and day: the two pending answers of today; another day has none.
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(listedCodes(page)).toHaveText([third.code, second.code, first.code]);
  await chooseStateFilter(page, 'Pendiente');
  // Typed as every date of the app is shown: DD/MM/AAAA.
  await page.getByLabel('Día', { exact: true }).fill('01/01/2020');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await page.getByLabel('Día', { exact: true }).fill(municipalityToday().split('-').reverse().join('/'));
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`state=${REVIEW_STATES.pending}`));
  await expect(page).toHaveURL(new RegExp(`date=${municipalityToday()}`));
  await expect(listedCodes(page)).toHaveText([third.code, first.code]);

  await page.getByRole('link', { name: `Ver respuesta ${first.code}`, exact: true }).click();
  await expect(page).toHaveURL(`/ver/${first.id}`);
  await expect(page.getByText(first.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Luminaria apagada')).toBeVisible();

  // Only the current state's transitions can be chosen.
  await expect(
    page.getByRole('button', { name: 'Estado: Pendiente. Ver el historial de estados' }),
  ).toBeVisible();
  await expectStateOptions(page, ['En curso'], ['Pendiente (actual)', 'Resuelto']);
  await changeStateTo(page, 'En curso');
  await expectStateOptions(page, ['Pendiente', 'Resuelto'], ['En curso (actual)']);
  await changeStateTo(page, 'Resuelto');
  // Resuelto is final: nothing left to choose.
  await expect(page.getByRole('combobox', { name: 'Cambiar estado' })).toBeDisabled();
  await expect(page.getByText('Desde el estado actual no se puede pasar a otro.')).toBeVisible();

  await page.getByRole('button', { name: 'Estado: Resuelto. Ver el historial de estados' }).click();
  const history = page.getByRole('dialog', { name: 'Historial de estados' });
  await expect(history).toBeVisible();
  const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(3);
  const stateCells = rows.locator('td:nth-child(4)');
  await expect(stateCells).toHaveText([/^Pendiente\s*Inicial$/, /^En curso$/, /^Resuelto\s*Actual$/]);
  await expect(rows.locator('td:nth-child(2)')).toHaveText(['supervisor', 'supervisor', 'supervisor']);
  await expect(history.getByText('Inicial', { exact: true })).toHaveCount(1);
  await expect(history.getByText('Actual', { exact: true })).toHaveCount(1);
  await history.getByRole('button', { name: 'Cerrar' }).click();
  await expect(history).toBeHidden();

  // Back in the list, the answer shows its new state.
  await page.getByRole('link', { name: 'Volver a las respuestas' }).click();
  await expect(listedCodes(page)).toHaveText([third.code, second.code, first.code]);
  await expect(page.getByRole('row').filter({ hasText: first.code }).getByRole('cell').nth(4)).toHaveText(
    'Resuelto',
  );
});

test('a supervisor exports the filtered answers to Excel', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const { title, first, third } = await formWithThreeAnswers(baseURL!, 'Relevamiento para exportar');

  await signedIn(page, 'supervisor');
  await openAnswersList(page, title);
  await chooseStateFilter(page, 'Pendiente');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(listedCodes(page)).toHaveText([third.code, first.code]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^respuestas_\d{8}_\d{6}\.xlsx$/);
  await expect(page.getByText('Se exportaron 2 respuestas.')).toBeVisible();

  const workbook = readXlsx(await readFile(await download.path()));
  expect(workbook.sheetNames).toEqual(['Sheet1']);
  const [header, ...rows] = workbook.rows('Sheet1');
  expect(header).toEqual([
    'Código',
    'Fecha de creación',
    'Última actualización',
    'Contestada por',
    'Ciudadano',
    'Documento del ciudadano',
    'Estado',
    'Dirección',
    'Latitud',
    'Longitud',
    'Relevamiento › Observaciones',
  ]);
  expect(rows.map((row) => row[0])).toEqual([third.code, first.code]);
  expect(rows.map((row) => row[6])).toEqual(['Pendiente', 'Pendiente']);
  expect(rows.map((row) => row[10])).toEqual(['Cable suelto', 'Luminaria apagada']);
});

test('a private census taker answers a form and sees only its own answers', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Censo de veredas');
  const formId = await createReviewForm(baseURL!, title);
  const supervisor = await apiSession(baseURL!, 'supervisor');
  const inspector = await apiSession(baseURL!, 'inspector');
  const censusTaker = await apiSession(baseURL!, 'censista-privado');
  const others = [
    await answerThroughApi(supervisor, formId, 'Vereda rota'),
    await answerThroughApi(inspector, formId, 'Raíces levantadas'),
  ];
  const earlier = await answerThroughApi(censusTaker, formId, 'Vereda en buen estado');

  // The census taker answers through the answer screen, reached from the forms list.
  await signedIn(page, 'censista-privado');
  await page.goto('/listar');
  await page.getByLabel('Buscar por nombre del formulario').fill(title);
  await page.getByRole('link', { name: `Responder: ${title}`, exact: true }).click();
  await expect(page).toHaveURL(`/contestar/${formId}`);
  await page.getByRole('textbox', { name: 'Observaciones' }).fill('Falta una baldosa');
  const saving = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/answering/forms/${formId}/answers`) &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  const saved = (await (await saving).json()) as { id: string; code: string };
  await expect(page).toHaveURL(/\/listar/);
  await expect(page.getByText('La respuesta se guardó correctamente')).toBeVisible();
  const mine = [saved.code, earlier.code];

  // Its own answers of the form, newest first, and nobody else's.
  await page.getByLabel('Buscar por nombre del formulario').fill(title);
  await page.getByRole('button', { name: `Más acciones para ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Mis respuestas' }).click();
  await expect(page).toHaveURL(`/misRespuestas/${formId}`);
  await expect(page.getByRole('heading', { name: 'Mis respuestas' })).toBeVisible();
  const ownCodes = page
    .getByRole('table', { name: 'Mis respuestas' })
    .getByRole('row')
    .locator('td:nth-child(2)');
  await expect(ownCodes).toHaveText(mine);
  await page.getByRole('link', { name: `Ver la respuesta ${saved.code}`, exact: true }).click();
  await expect(page).toHaveURL(`/ver/${saved.id}`);
  await expect(page.getByText('Falta una baldosa')).toBeVisible();

  // The answers list it can reach shows the same two answers, whatever the filter.
  await openAnswersList(page, title);
  await expect(listedCodes(page)).toHaveText(mine);
  await page.getByLabel('Destinatario (código de respuesta)').fill(others[0]!.code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();

  // The API says the same, and refuses the others' answers, which the supervisor does see.
  const listed = await censusTaker.api.get(`/api/forms/${formId}/answers`);
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { rows: { code: string }[] }).rows.map((row) => row.code)).toEqual(mine);
  const count = async (session: ApiSession) => {
    const counted = await session.api.get(`/api/forms/${formId}/answers/count`);
    expect(counted.status()).toBe(200);
    return ((await counted.json()) as { total: number }).total;
  };
  expect(await count(censusTaker)).toBe(2);
  expect(await count(supervisor)).toBe(4);
  for (const other of others) {
    expect((await censusTaker.api.get(`/api/answers/${other.id}`)).status()).toBe(403);
    expect((await supervisor.api.get(`/api/answers/${other.id}`)).status()).toBe(200);
  }

  // Opening another's answer by its address is refused: the page says so and shows nothing of it.
  const refused = page.waitForResponse((response) =>
    response.url().endsWith(`/api/answers/${others[0]!.id}`),
  );
  await page.goto(`/ver/${others[0]!.id}`);
  expect((await refused).status()).toBe(403);
  await expect(page.getByText(/permisos/).first()).toBeVisible();
  await expect(page.getByText(others[0]!.code)).toHaveCount(0);
  await expect(page.getByText('Vereda rota')).toHaveCount(0);

  for (const session of [supervisor, inspector, censusTaker]) await session.api.dispose();
});

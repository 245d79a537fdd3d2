import { dateToDisplay } from '@cabildo/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerDetail, editedBy, formWithAnswer } from '../support/correction.ts';
import { signedIn } from '../support/demo.ts';
import { expectFitsPhone, PHONE } from '../support/phone.ts';
import { listedCodes, openAnswersList, today, uniqueTitle } from '../support/review.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

/** One question of the answer view (a term and its definition), by the question's title. */
function viewedQuestion(scope: Page | Locator, title: string) {
  // The inner locator of `has` is relative to each candidate: built from the page, not the scope.
  const page = 'mainFrame' in scope ? scope : scope.page();
  return scope.locator('dl > div').filter({ has: page.getByRole('term').getByText(title, { exact: true }) });
}

/** A section panel of the answer view or of the correction screen, by its title. */
const sectionPanel = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });

/** Waits for the save of a correction (or a completion) and checks the server took it. */
const savedThrough = (page: Page, answerId: string, what: 'correction' | 'completion') =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/answers/${answerId}/${what}`) && response.request().method() === 'PUT',
  );

test('a corrector corrects an answer and the view marks each correction with its editor and date', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Reclamo de alumbrado');
  const { answer } = await formWithAnswer(baseURL!, title, 'supervisor');

  await signedIn(page, 'supervisor-corrector');
  await openAnswersList(page, title);
  await page.getByRole('link', { name: `Ver respuesta ${answer.code}`, exact: true }).click();
  await expect(page).toHaveURL(`/ver/${answer.id}`);
  await expect(viewedQuestion(page, 'Dirección del reclamo')).toContainText('San Martín 1234');
  await expect(page.getByRole('region', { name: 'Correcciones' })).toHaveCount(0);

  // Neither the view nor the list links to the correction screen: it opens by its address.
  await page.goto(`/correctForm/${answer.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Respuesta ${answer.code}`)).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Dirección del reclamo' });
  await expect(address).toHaveValue('San Martín 1234');

  // Dates and times are locked outside repeatable sections; the repair's date is not.
  await expect(page.getByRole('textbox', { name: 'Fecha de la visita' })).toHaveValue('02/04/2025');
  await expect(page.getByRole('textbox', { name: 'Fecha de la visita' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Hora de la visita' })).toHaveValue('09:45');
  await expect(page.getByRole('textbox', { name: 'Hora de la visita' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Fecha del trabajo' })).toBeEnabled();
  await expect(address).toBeEnabled();

  // A correction must change something.
  const save = page.getByRole('button', { name: 'Guardar respuesta' });
  await save.click();
  const noChanges = page.getByRole('dialog', { name: 'No hay cambios' });
  await expect(noChanges).toContainText(
    'Debe realizar al menos un cambio antes de poder guardar la respuesta.',
  );
  await noChanges.getByRole('button', { name: 'Aceptar' }).click();
  await expect(noChanges).toBeHidden();

  // A new address, the other condition and a second repair (its date starts as today).
  await address.fill('San Martín 1250');
  await page.getByRole('checkbox', { name: 'Funciona correctamente' }).uncheck();
  await page.getByRole('checkbox', { name: 'Con falla' }).check();
  await page
    .getByRole('radiogroup', { name: /Tipo de falla/ })
    .getByRole('radio', { name: 'Apagada' })
    .check();
  await page.getByRole('button', { name: 'Agregar otra copia' }).click();
  await expect(page.getByRole('heading', { name: 'Copia 2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Fecha del trabajo' }).nth(1)).toHaveValue(
    dateToDisplay(today()),
  );
  await page.getByRole('textbox', { name: 'Trabajo realizado' }).nth(1).fill('Reemplazo del fotocontrol');

  // Leaving asks first; staying keeps every change.
  await page.getByRole('button', { name: 'Cancelar corrección' }).first().click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toContainText('Se perderán los cambios que hizo en esta respuesta.');
  await leave.getByRole('button', { name: 'Quedarse' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`/correctForm/${answer.id}`);
  await expect(address).toHaveValue('San Martín 1250');
  await expect(page.getByRole('checkbox', { name: 'Con falla' })).toBeChecked();

  const saving = savedThrough(page, answer.id, 'correction');
  await save.click();
  expect((await saving).status()).toBe(200);
  await expect(page).toHaveURL(`/ver/${answer.id}`);
  await expect(page.getByText('La respuesta se guardó correctamente')).toBeVisible();

  // The view shows the answer as corrected, each change marked with who made it and when.
  const [edit, ...others] = (await answerDetail(baseURL!, 'supervisor-corrector', answer.id)).document
    .supervisorEdits;
  expect(others).toHaveLength(0);
  const by = editedBy(edit!);
  expect(by).toMatch(/^por supervisor-corrector el \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/);

  const changed = viewedQuestion(page, 'Dirección del reclamo');
  await expect(changed.getByRole('definition')).toContainText('San Martín 1250');
  await expect(changed.getByText('modificada por corrección')).toBeVisible();
  await expect(changed.getByText(by)).toBeVisible();
  await expect(changed.getByText('Respuesta anterior:')).toBeVisible();
  await expect(changed.getByRole('deletion')).toHaveText('San Martín 1234');
  const unchanged = viewedQuestion(page, 'Fecha de la visita');
  await expect(unchanged.getByRole('definition')).toHaveText('02/04/2025');
  await expect(unchanged.getByText('modificada por corrección')).toHaveCount(0);

  const state = sectionPanel(page, 'Estado encontrado');
  await expect(state.getByRole('deletion')).toHaveText('Funciona correctamente');
  await expect(state.getByText('eliminada por corrección')).toBeVisible();
  await expect(state.getByText('Con falla', { exact: true })).toBeVisible();
  await expect(state.getByText('agregada por corrección')).toBeVisible();
  await expect(viewedQuestion(state, 'Tipo de falla').getByRole('definition')).toHaveText('Apagada');
  await expect(state.getByText(by)).toHaveCount(2);

  const repairs = sectionPanel(page, 'Trabajos realizados');
  await expect(repairs.getByRole('heading', { name: 'Copia 2' })).toBeVisible();
  await expect(repairs.getByText('agregada por corrección')).toHaveCount(1);
  await expect(repairs.getByText(by)).toBeVisible();
  await expect(repairs.getByText('Reemplazo del fotocontrol')).toBeVisible();
  await expect(repairs.getByText('Cambio de lámpara')).toBeVisible();

  // Four marks in all, and the three corrected sections say so.
  await expect(page.getByText(by)).toHaveCount(4);
  await expect(page.getByText('Corregida', { exact: true })).toHaveCount(3);

  const corrections = page.getByRole('region', { name: 'Correcciones' });
  await expect(corrections).toContainText(
    'Esta respuesta fue corregida una vez. Las respuestas se muestran corregidas.',
  );
  const listed = corrections.getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(by.replace(/^por (.*) el /, '$1 · '));
  await expect(listed).toContainText('4 respuestas · 3 opciones o copias');
});

test('a supervisor completes an unanswered question of an answer and moves its state', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Reclamo por completar');
  const { formId, answer } = await formWithAnswer(baseURL!, title, 'inspector');

  await signedIn(page, 'supervisor');
  await openAnswersList(page, title);
  await expect(listedCodes(page)).toHaveText([answer.code]);
  await page.getByRole('button', { name: `Más acciones para la respuesta ${answer.code}` }).click();
  await page.getByRole('menuitem', { name: 'Completar preguntas sin responder' }).click();
  await expect(page).toHaveURL(`/respuestas/actualizar/${answer.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completar preguntas sin responder' })).toBeVisible();

  // What was answered stays as it is; only the unanswered link can be filled.
  for (const question of ['Dirección del reclamo', 'Fecha de la visita', 'Hora de la visita', 'Comentario'])
    await expect(page.getByRole('textbox', { name: question })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Trabajo realizado' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Funciona correctamente' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Con falla' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Agregar otra copia' })).toHaveCount(0);
  const link = page.getByRole('textbox', { name: 'Enlace a las fotos' });
  await expect(link).toBeEnabled();
  await expect(link).toHaveValue('');

  // The save bar spans the answer's column (issue 13 item 8): a field passing under it is
  // covered whole while scrolling, never only its right end.
  const bar = (await page.getByTestId('edit-save-bar').boundingBox())!;
  const field = (await link.boundingBox())!;
  expect(bar.x).toBeLessThanOrEqual(field.x);
  expect(bar.x + bar.width).toBeGreaterThanOrEqual(field.x + field.width);

  // An invalid answer disables the floating save and says why.
  const save = page.getByRole('button', { name: 'Guardar respuesta' });
  await link.fill('fotos del poste');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Verifique que todas las respuestas sean válidas');
  await save.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Verifique que todas las respuestas sean válidas');
  await link.fill('https://fotos.example.org/poste-1234');
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAccessibleDescription('Verifique que todas las respuestas sean válidas');

  // The state moves along a transition of the current one.
  const stateField = page.getByRole('combobox', { name: 'Estado' });
  await expect(stateField).toHaveText('Pendiente (actual)');
  await stateField.click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: 'Resuelto', exact: true })).toBeDisabled();
  await options.getByRole('option', { name: 'En curso', exact: true }).click();
  await expect(stateField).toHaveText('En curso');

  const saving = savedThrough(page, answer.id, 'completion');
  await save.click();
  expect((await saving).status()).toBe(200);
  await expect(page).toHaveURL(`/respuestas/listado/${formId}`);
  await expect(page.getByText('La respuesta se guardó correctamente')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: answer.code });
  await expect(row.getByRole('cell').nth(4)).toHaveText('En curso');

  await page.getByRole('link', { name: `Ver respuesta ${answer.code}`, exact: true }).click();
  await expect(page).toHaveURL(`/ver/${answer.id}`);
  await expect(viewedQuestion(page, 'Enlace a las fotos').getByRole('link')).toHaveText(
    'https://fotos.example.org/poste-1234',
  );
  await expect(viewedQuestion(page, 'Dirección del reclamo')).toContainText('San Martín 1234');
  await expect(
    page.getByRole('button', { name: 'Estado: En curso. Ver el historial de estados' }),
  ).toBeVisible();
  // Completing is not correcting: nothing is marked.
  await expect(page.getByRole('region', { name: 'Correcciones' })).toHaveCount(0);
  await expect(page.getByText('modificada por corrección')).toHaveCount(0);
});

test('a census taker’s correction waits while the connection is lost and saves once it is back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // In the street, on a phone: the correction is saved with a tap (issue 28 item 12).
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const { answer } = await formWithAnswer(baseURL!, uniqueTitle('Reclamo sin conexión'), 'censista-privado');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/answers/${answer.id}/correction`)) sent += 1;
  });

  // The census taker corrects its own answer in the inspection view.
  await signedIn(page, 'censista-privado');
  await page.goto(`/cis/editar/${answer.id}`);
  const address = page.getByRole('textbox', { name: 'Dirección del reclamo' });
  await expect(address).toHaveValue('San Martín 1234');
  await address.fill('San Martín 1300');

  const notice = page.getByRole('status').filter({ hasText: 'No hay conexión a internet.' });
  const save = page.getByRole('button', { name: 'Guardar respuesta' });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText(
    'No hay conexión a internet. La corrección no se puede guardar hasta que vuelva; no se perdió nada de lo que cambió.',
  );
  await expect(save).toBeDisabled();
  await expect(address).toHaveValue('San Martín 1300');
  expect(sent).toBe(0);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(save).toBeEnabled();
  await expectFitsPhone(page);
  const saving = savedThrough(page, answer.id, 'correction');
  await save.tap();
  expect((await saving).status()).toBe(200);
  await expect(page).toHaveURL(`/cis/ver/${answer.id}`);
  await expect(page.getByText('La respuesta se guardó correctamente')).toBeVisible();
  const changed = viewedQuestion(page, 'Dirección del reclamo');
  await expect(changed.getByRole('definition')).toContainText('San Martín 1300');
  await expect(changed.getByText('modificada por corrección')).toBeVisible();
  await expect(changed.getByRole('deletion')).toHaveText('San Martín 1234');
  await expect(changed).toContainText('por censista-privado el ');
  expect(sent).toBe(1);
  await context.close();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { copyOfDemoForm, DEMO_FORMS } from '../support/answering.ts';
import { signedIn } from '../support/demo.ts';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a supervisor builds a form with states, a signature, a conditional and a repeatable section, saves and finds it again', async ({
  page,
}) => {
  // A long journey: every part of the editor is used once.
  test.setTimeout(90_000);
  await signedIn(page, 'supervisor');
  await page.goto('/listar');
  await page.getByRole('link', { name: 'New form' }).click();
  await expect(page).toHaveURL(/\/editar\/nuevo\/formulario$/);

  // The save rules run in the spec's order: first the title.
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Control de obras en vía pública');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Relevamiento de obras que ocupan la vereda o la calzada.');
  await page.getByRole('button', { name: 'Translations of “Title”' }).click();
  await page.getByRole('dialog').getByLabel('English').fill('Street works control');
  await page.getByRole('button', { name: 'Done' }).click();
  await choose(page, page.locator('body'), 'Municipal area', 'Tránsito');
  // The answer-code prefix: typed in upper case, its shape checked; left empty, the server gives the
  // default (the keyword and the title's initials).
  const prefix = page.getByRole('textbox', { name: 'Answer-code prefix' });
  await prefix.fill('cba obras');
  await expect(prefix).toHaveValue('CBA OBRAS');
  await expect(page.getByText('The prefix has 2 to 30 characters')).toBeVisible();
  await prefix.fill('');
  await expect(page.getByText('Leave it empty for the municipality keyword')).toBeVisible();
  // A new internal form keeps what staff answer out of the citizen portal.
  await expect(page.getByRole('switch', { name: 'Not shown in the citizen portal' })).toBeChecked();

  for (const name of ['Abierta', 'Intimada', 'Cerrada']) {
    await page.getByLabel('State name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add state' }).click();
  }
  await page.getByLabel('State name', { exact: true }).fill('abierta');
  await page.getByRole('button', { name: 'Add state' }).click();
  await expect(page.getByText('The state already exists')).toBeVisible();
  await page.getByRole('combobox', { name: 'Can move to: Abierta' }).click();
  await page.getByRole('option', { name: 'Intimada' }).click();
  await page.getByRole('option', { name: 'Cerrada' }).click();
  await page.keyboard.press('Escape');

  // A header image: checked by content (a text file named .png is refused), then uploaded.
  await page.getByRole('switch', { name: 'Header image' }).click();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Invalid file format')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'cabecera.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1X1, 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Header image of the form' })).toBeVisible();

  await page.getByRole('button', { name: 'Add signature' }).click();
  await page.getByLabel('Signature title').fill('Inspector de obras');

  const first = page.getByRole('region', { name: 'Section 1' });
  await first.getByRole('textbox', { name: 'Section title', exact: true }).fill('Datos de la obra');
  await first.getByRole('button', { name: 'Add question' }).click();
  await first.getByLabel('Question', { exact: true }).nth(0).fill('Número de expediente');
  await choose(page, first, 'Type of data', 'Integer');
  await first.getByRole('button', { name: 'Add question' }).click();
  await first.getByLabel('Question', { exact: true }).nth(1).fill('Tipo de obra');
  await first.getByRole('combobox', { name: 'Type of question' }).nth(1).click();
  await page.getByRole('option', { name: 'Single choice' }).click();
  await first.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Gas');
  await first.getByRole('button', { name: 'Add option' }).click();
  await first.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Agua');
  await first.getByRole('button', { name: 'Add option' }).click();
  await first.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Electricidad');
  const moreKinds = [
    'Cloacas',
    'Telefonía',
    'Fibra óptica',
    'Pavimento',
    'Vereda',
    'Arbolado',
    'Señalización',
    'Semáforos',
    'Otra',
  ];
  for (const [offset, kind] of moreKinds.entries()) {
    await first.getByRole('button', { name: 'Add option' }).click();
    await first.getByRole('textbox', { name: `Option ${offset + 4}`, exact: true }).fill(kind);
  }

  await page.getByRole('button', { name: 'Add section' }).click();
  const second = page.getByRole('region', { name: 'Section 2' });
  await second.getByRole('textbox', { name: 'Section title', exact: true }).fill('Situación');
  await second.getByRole('switch', { name: 'Conditional' }).click();
  await second.getByRole('switch', { name: 'Only one condition' }).click();
  await second.getByRole('button', { name: 'Add condition' }).click();
  await second.getByRole('textbox', { name: 'Condition 1', exact: true }).fill('En regla');
  await second.getByRole('button', { name: 'Add question' }).first().click();
  await second.getByLabel('Question', { exact: true }).first().fill('Observaciones');
  await second.getByRole('button', { name: 'Add condition' }).click();
  await second.getByRole('textbox', { name: 'Condition 2', exact: true }).fill('Con infracción');
  await second.getByRole('button', { name: 'Add question' }).nth(1).click();
  await second.getByLabel('Question', { exact: true }).nth(1).fill('¿Se labró acta?');
  await second.getByRole('combobox', { name: 'Type of question' }).nth(1).click();
  await page.getByRole('option', { name: 'Yes / No' }).click();

  await page.getByRole('button', { name: 'Add section' }).click();
  const third = page.getByRole('region', { name: 'Section 3' });
  await third.getByRole('textbox', { name: 'Section title', exact: true }).fill('Visitas');
  await third.getByRole('switch', { name: 'Repeatable' }).first().click();
  await third.getByRole('button', { name: 'Add question' }).click();
  await third.getByLabel('Question', { exact: true }).fill('Fecha de la visita');
  await choose(page, third, 'Type of data', 'Date');
  for (const [offset, type] of ['Text', 'Decimal', 'Time', 'Link'].entries()) {
    await third.getByRole('button', { name: 'Add question' }).click();
    await third
      .getByLabel('Question', { exact: true })
      .nth(offset + 1)
      .fill(`Dato ${type}`);
    await third
      .getByRole('combobox', { name: 'Type of data' })
      .nth(offset + 1)
      .click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('The form was created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/editar\/[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Control de obras en vía pública',
  );
  await expect(page.getByRole('textbox', { name: 'Answer-code prefix' })).toHaveValue(/^CBA-COP\d*$/);
  await expect(page.getByRole('textbox', { name: 'State name 2' })).toHaveValue('Intimada');
  await expect(
    page
      .getByRole('region', { name: 'Section 2' })
      .getByRole('textbox', { name: 'Condition 2', exact: true }),
  ).toHaveValue('Con infracción');
  await expect(
    page.getByRole('region', { name: 'Section 1' }).getByRole('textbox', { name: 'Option 3', exact: true }),
  ).toHaveValue('Electricidad');
  await expect(
    page.getByRole('region', { name: 'Section 3' }).getByRole('switch', { name: 'Repeatable' }).first(),
  ).toBeChecked();
  await expect(page.getByLabel('Signature title')).toHaveValue('Inspector de obras');
  await expect(
    page.getByRole('region', { name: 'Section 1' }).getByRole('textbox', { name: 'Option 12', exact: true }),
  ).toHaveValue('Otra');
  await expect(
    page.getByRole('region', { name: 'Section 3' }).getByRole('combobox', { name: 'Type of data' }),
  ).toHaveText(['Date', 'Text', 'Decimal', 'Time', 'Link']);
  await expect(page.getByRole('heading', { name: 'Edit history' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Header image of the form' })).toBeVisible();
  await page.getByRole('button', { name: 'Translations of “Title”' }).click();
  await expect(page.getByRole('dialog').getByLabel('English')).toHaveValue('Street works control');
  await page.getByRole('button', { name: 'Done' }).click();

  // Leaving with unsaved changes asks first.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Un cambio sin guardar');
  await page.getByRole('link', { name: 'Forms' }).first().click();
  await expect(page.getByText('There are unsaved changes. Leave the editor and lose them?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Un cambio sin guardar',
  );
});

// The demo forms have demo answers, which lock them: these journeys edit fresh copies.
test('sections and questions can be reordered by dragging them', async ({ page, baseURL }) => {
  // Tall enough for both sections to be on screen: a drag must not scroll.
  await page.setViewportSize({ width: 1280, height: 6000 });
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.streetLighting);
  await signedIn(page, 'admin');
  await page.goto(`/editar/${formId}`);
  const sectionTitle = (number: number) =>
    page
      .getByRole('region', { name: `Section ${number}` })
      .getByRole('textbox', { name: 'Section title', exact: true });
  await expect(sectionTitle(1)).toHaveValue('Luminaria');
  await page
    .getByRole('region', { name: 'Section 3' })
    .locator('[data-drag-handle="section"]')
    .dragTo(page.getByRole('region', { name: 'Section 1' }), { targetPosition: { x: 200, y: 12 } });
  await expect(sectionTitle(1)).toHaveValue('Reparaciones realizadas');
  await expect(sectionTitle(2)).toHaveValue('Luminaria');

  // Questions move within their section the same way.
  const repairs = page.getByRole('region', { name: 'Section 1' });
  const questionTitles = repairs.getByRole('textbox', { name: 'Question', exact: true });
  await expect(questionTitles.nth(0)).toHaveValue('Trabajo realizado');
  await repairs
    .locator('[data-drag-handle="question"]')
    .nth(2)
    .dragTo(repairs.locator('[data-drag-handle="question"]').nth(0));
  await expect(questionTitles.nth(0)).toHaveValue('Hora');
  await expect(questionTitles.nth(1)).toHaveValue('Trabajo realizado');
});

test('saving points at the first broken rule: an agenda when appointments are on', async ({
  page,
  baseURL,
}) => {
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
  await signedIn(page, 'admin');
  await page.goto(`/editar/${formId}`);
  await page.getByRole('switch', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('switch', { name: 'Send a copy by e-mail' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Select an agenda')).toBeVisible();
  // The agenda comes from the booking system's list (the embedded one's demo agendas).
  await page.getByRole('combobox', { name: /^Agenda/ }).click();
  await page.getByRole('option', { name: 'Atención al vecino' }).click();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('The form was edited successfully')).toBeVisible();
});

/**
 * Keyboard journeys (issue 19 item 4): a person who never touches the mouse signs in, builds a form
 * and answers the public noise complaint — only Tab, Shift+Tab, Enter, Space, arrows and typing.
 * Each step checks where the focus lands: the page's heading after a navigation, a sign-in or a
 * save; the new field after "Add …"; the first problem after a failed save.
 */
import { expect, test, type Page } from '@playwright/test';
import { copyOfDemoForm, DEMO_FORMS, offlineMapTiles } from '../support/answering.ts';
import { DEMO_PASSWORD, demoEmail } from '../support/demo.ts';
import { chooseWithArrows, expectFocusRing, tabTo } from '../support/keyboard.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** The page's main heading, which has the focus once the page has opened. */
const heading = (page: Page, name: string) => page.locator('main h1').filter({ hasText: name });

async function signInWithKeyboard(page: Page, slug: string) {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.type(demoEmail(slug));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('a supervisor signs in and reaches the form list with the keyboard; focus follows each page', async ({
  page,
}) => {
  await signInWithKeyboard(page, 'supervisor');
  await expect(page).toHaveURL(/\/home$/);
  await expect(heading(page, 'Welcome to Cabildo')).toBeFocused();

  // Back up into the top bar, then along it to the form list.
  const forms = page.getByRole('link', { name: 'Forms' }).first();
  await tabTo(page, forms, { back: true });
  await expectFocusRing(forms);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listar$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('a supervisor builds a form with a section, a question and two options, and saves it, by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, 'supervisor');
  await expect(heading(page, 'Welcome to Cabildo')).toBeFocused();
  await page.goto('/listar');
  const newForm = page.getByRole('link', { name: 'New form' });
  await tabTo(page, newForm);
  await expectFocusRing(newForm);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/editar\/nuevo\/formulario$/);
  await expect(heading(page, 'New form')).toBeFocused();

  // Saving at once: the first rule (the title) puts the focus on the title.
  const save = page.getByRole('button', { name: 'Save form' });
  await tabTo(page, save);
  await expectFocusRing(save);
  await page.keyboard.press('Enter');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeFocused();
  await page.keyboard.type('Ruidos por teclado');

  // A select opens with Enter and is chosen with the arrows.
  await tabTo(page, page.getByRole('combobox', { name: 'Municipal area' }));
  await page.keyboard.press('Enter');
  await chooseWithArrows(page, 'Tránsito');
  await expect(page.getByRole('combobox', { name: 'Municipal area' })).toHaveText('Tránsito');
  await expect(page.getByRole('combobox', { name: 'Municipal area' })).toBeFocused();

  const first = page.getByRole('region', { name: 'Section 1' });
  await tabTo(page, first.getByRole('textbox', { name: 'Section title', exact: true }));
  await page.keyboard.type('La denuncia');
  await tabTo(page, first.getByRole('button', { name: 'Add question' }));
  await page.keyboard.press('Enter');
  await expect(first.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused();
  await page.keyboard.type('Origen del ruido');

  await tabTo(page, first.getByRole('combobox', { name: 'Type of question' }));
  await page.keyboard.press('Enter');
  await chooseWithArrows(page, 'Single choice');
  await tabTo(page, first.getByRole('textbox', { name: 'Option 1', exact: true }));
  await page.keyboard.type('Vecino');
  await tabTo(page, first.getByRole('button', { name: 'Add option' }));
  await page.keyboard.press('Enter');
  await expect(first.getByRole('textbox', { name: 'Option 2', exact: true })).toBeFocused();
  await page.keyboard.type('Comercio');

  // A second section, with its own question: each "Add" leaves the focus on what it added.
  await tabTo(page, page.getByRole('button', { name: 'Add section' }));
  await page.keyboard.press('Enter');
  const second = page.getByRole('region', { name: 'Section 2' });
  await expect(second.getByRole('textbox', { name: 'Section title', exact: true })).toBeFocused();
  await page.keyboard.type('Detalles');
  await tabTo(page, second.getByRole('button', { name: 'Add question' }));
  await page.keyboard.press('Enter');
  await expect(second.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused();
  await page.keyboard.type('Describa la situación');

  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The form was created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/editar\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Edit form')).toBeFocused();

  // Saved as built.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Ruidos por teclado');
  await expect(
    page.getByRole('region', { name: 'Section 1' }).getByRole('textbox', { name: 'Option 2', exact: true }),
  ).toHaveValue('Comercio');
  await expect(
    page.getByRole('region', { name: 'Section 2' }).getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue('Describa la situación');
});

test('a visitor answers the public noise complaint by keyboard, the pin included', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await offlineMapTiles(page);
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
  await page.goto(`/publico/contestar/${formId}`);
  await expect(heading(page, 'Noise complaint')).toBeVisible();

  // Saving at once: the focus goes to the first problem, the search of 'Origen del ruido'.
  const saveAnswer = page.getByRole('button', { name: 'Save answer' });
  await tabTo(page, saveAnswer);
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: 'Search in Origen del ruido' });
  await expect(search).toBeFocused();

  // The pin without a mouse: the map pans with the arrows, then the pin goes to its centre.
  const map = page.getByRole('group', { name: 'Map of the answer' });
  const mapArea = map.locator('.leaflet-container');
  await tabTo(page, mapArea, { back: true });
  await expect(mapArea).toHaveAccessibleDescription(/move the map with the arrow keys/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  const pinAtCentre = map.getByRole('button', { name: 'Pin at the map centre' });
  await tabTo(page, pinAtCentre);
  await expectFocusRing(pinAtCentre);
  await page.keyboard.press('Enter');
  await expect(map.getByText(/^Coordinates: -?\d+\.\d{6}, -?\d+\.\d{6}$/)).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();

  // A searchable single choice: type to narrow, Tab into the radios, Space to choose.
  await tabTo(page, search);
  await page.keyboard.type('alar');
  await page.keyboard.press('Tab');
  const alarm = page
    .getByRole('radiogroup', { name: 'Origen del ruido' })
    .getByRole('radio', { name: 'Alarma' });
  await expect(alarm).toBeFocused();
  await page.keyboard.press('Space');
  await expect(alarm).toBeChecked();

  await tabTo(page, page.getByRole('textbox', { name: 'Fecha' }));
  await page.keyboard.type('15032025');
  await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('15/03/2025');
  await tabTo(page, page.getByRole('textbox', { name: 'Hora aproximada' }));
  await page.keyboard.type('2330');
  await tabTo(page, page.getByRole('textbox', { name: 'Describa la situación' }));
  await page.keyboard.type('Alarma sonando desde las 23 h.');

  // A yes/no: Tab enters the group, the arrows choose.
  const ordinance = page.getByRole('radiogroup', { name: 'Conozco la ordenanza de ruidos' });
  await tabTo(page, ordinance.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(ordinance.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(ordinance.getByRole('radio', { name: 'Yes' })).toBeChecked();

  await tabTo(page, saveAnswer);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/publico/guardado/${formId}/CBA-DRM\\d*-\\d+$`));
  await expect(heading(page, 'The answer was registered successfully')).toBeFocused();
});

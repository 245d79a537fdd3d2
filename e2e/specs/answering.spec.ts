import { expect, test, type Page } from '@playwright/test';
import { copyOfDemoForm, DEMO_FORMS, drawSignature, makePng } from '../support/answering.ts';
import { apiSession, signedIn } from '../support/demo.ts';
import { expectFitsPhone, PHONE } from '../support/phone.ts';

const OBRAS_PRIVADAS = '00000000-0000-4000-8000-000000001001';

// Answers are given in the street: every journey here runs on a phone with a touch screen, and
// saves with a tap (issue 28 item 12).
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Places the pin by clicking the map of the answer. */
async function placePin(page: Page) {
  const map = page.getByRole('group', { name: 'Map of the answer' }).locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
}

/** Fills the public noise complaint: source (searchable list), date and a description. */
async function fillNoiseComplaint(page: Page) {
  await page.getByRole('searchbox', { name: 'Search in Origen del ruido' }).fill('alar');
  await page
    .getByRole('radiogroup', { name: 'Origen del ruido' })
    .getByRole('radio', { name: 'Alarma' })
    .check();
  await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
  await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('15/03/2025');
  await page.getByRole('textbox', { name: 'Hora aproximada' }).fill('2330');
  await page.getByRole('textbox', { name: 'Describa la situación' }).fill('Alarma sonando desde las 23 h.');
}

test('an inspector on a phone answers the street-lighting form with a photo, a signature and a pin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A drawn signature only: its keyboard-only upload button is on the page, out of sight.
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.streetLighting, {
    signatures: [{ index: 0, title: 'Inspector actuante', type: 'draw', signatory: 'staff' }],
  });
  await signedIn(page, 'inspector');
  await page.goto(`/cis/contestar/${formId}`);
  await expect(page.getByRole('heading', { name: 'Street-lighting inspection', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/Signature pad/)).toBeVisible();
  await expectFitsPhone(page);

  await placePin(page);
  // A number is never rewritten: what was typed stays, with the spec's message, until corrected.
  const pole = page.getByRole('textbox', { name: 'Número de poste' });
  await pole.fill('12a34');
  await pole.blur();
  await expect(pole).toHaveValue('12a34');
  await expect(page.getByText('You must answer with a valid whole number.')).toBeVisible();
  await pole.fill('1234');
  await expect(page.getByText('You must answer with a valid whole number.')).toHaveCount(0);

  // A save attempt points at what is missing.
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Some required fields are missing.')).toBeVisible();
  await expect(page.getByText('* Required answer').first()).toBeVisible();
  await expect(page.getByText('* Conditional section required')).toBeVisible();

  await page
    .getByRole('radiogroup', { name: /Tipo de luminaria/ })
    .getByRole('radio', { name: 'LED' })
    .check();
  await page.getByRole('checkbox', { name: 'Con falla' }).check();
  await expect(page.getByRole('checkbox', { name: 'Funciona correctamente' })).toBeDisabled();
  await page
    .getByRole('group', { name: /Tipo de falla/ })
    .getByRole('checkbox', { name: 'Apagada' })
    .check();
  await page.locator('[data-question="foto"] input[type="file"]:not([capture])').setInputFiles({
    name: 'falla.png',
    mimeType: 'image/png',
    buffer: makePng(96, 72, [210, 80, 50]),
  });
  await expect(page.locator('[data-question="foto"]').getByRole('img', { name: 'falla.png' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Trabajo realizado' }).fill('Cambio de lámpara');
  await page.getByRole('textbox', { name: 'Fecha', exact: true }).fill('02042025');
  await page.getByRole('textbox', { name: 'Hora', exact: true }).fill('0945');
  await page.getByRole('button', { name: 'Add another copy' }).click();
  await expect(page.getByRole('heading', { name: 'Copy 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Trabajo realizado' }).nth(1).fill('Limpieza de la luminaria');

  await page.getByLabel('Signatory name').fill('Diego Rodríguez');
  await drawSignature(page, page.getByLabel(/Signature pad/));
  await page.getByRole('button', { name: 'Confirm signature' }).click();
  await expect(page.getByRole('button', { name: 'Confirm signature' })).toBeHidden();

  await page.getByRole('button', { name: 'Save answer' }).tap();
  await expect(page).toHaveURL(/\/respuesta\/enviada\/[0-9a-f-]{36}\/CBA-(?:[A-Z0-9]+-)?\d+$/);
  await expect(page.getByRole('heading', { name: 'The answer was registered successfully' })).toBeVisible();
  const code = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByTestId('answer-code')).toHaveText(code);

  // The answer as saved, in the simple read-only view.
  const answerId = page.url().split('/').at(-2)!;
  await page.goto(`/cis/ver/${answerId}`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('1234', { exact: true })).toBeVisible();
  await expect(page.getByText('Limpieza de la luminaria')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Image falla.png: open full size' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature of Diego Rodríguez' })).toBeVisible();
});

test('an answer survives a lost connection and a reload, and is saved exactly once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
  // Leaving the page while the save waits asks first; the journey reloads on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/publico/contestar/${formId}`);
  await expect(page.getByRole('heading', { name: 'Noise complaint', level: 1 })).toBeVisible();
  await fillNoiseComplaint(page);

  const saves = '**/api/answering/forms/*/answers?*';
  let attempts = 0;
  await page.route(saves, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save answer' }).click();
  const lost = page.getByRole('dialog', { name: 'Internet connection lost' });
  await expect(lost).toBeVisible();
  await expect(lost).toContainText('Do not close or reload this page.');
  expect(attempts).toBe(0);

  // Back online but the request still fails: the save stays queued.
  await context.setOffline(false);
  await expect.poll(() => attempts).toBe(1);
  await expect(lost).toBeVisible();

  // A reload finds the queued save on the device and sends it before opening the form again.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Internet connection lost' })).toBeVisible();
  await expect(page.getByText('Sending the answer kept on this device…')).toBeVisible();
  await expect.poll(() => attempts).toBe(2);

  // This time the server saves it but the reply is lost on the way back.
  const replies: { id: string; code: string }[] = [];
  await page.unroute(saves);
  await page.route(saves, async (route) => {
    attempts += 1;
    const response = await route.fetch();
    replies.push((await response.json()) as { id: string; code: string });
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Try again now' }).click();
  await expect.poll(() => replies.length).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Internet connection lost' })).toBeVisible();

  // The connection comes back: the same submission goes out and the server answers with the same answer.
  await page.unroute(saves);
  await page.route(saves, async (route) => {
    attempts += 1;
    const response = await route.fetch();
    replies.push((await response.json()) as { id: string; code: string });
    await route.fulfill({ response });
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/publico/guardado/${formId}/`));
  await expect(page.getByRole('heading', { name: 'The answer was registered successfully' })).toBeVisible();
  expect(replies).toHaveLength(2);
  expect(replies[1]).toEqual(replies[0]);
  await expect(page.getByTestId('answer-code')).toHaveText(replies[0]!.code);

  // Nothing is left on the device: answering again starts blank.
  await page.getByRole('link', { name: 'Answer again' }).click();
  await expect(page.getByRole('textbox', { name: 'Describa la situación' })).toHaveValue('');
});

test('an anonymous visitor answers the public noise complaint', async ({ page, baseURL }) => {
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
  await page.goto(`/publico/contestar/${formId}`);
  await expect(page.getByRole('heading', { name: 'Noise complaint', level: 1 })).toBeVisible();
  // No sign-in: no e-mail copy either.
  await expect(page.getByRole('button', { name: 'Save answer and send email' })).toHaveCount(0);
  await placePin(page);
  await fillNoiseComplaint(page);
  await page.getByRole('radiogroup', { name: 'Conozco la ordenanza de ruidos' }).getByLabel('Yes').check();
  await expect(page.getByRole('link', { name: 'Leer la ordenanza' })).toHaveAttribute(
    'href',
    'https://example.org/ordenanza-ruidos',
  );
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Save answer' }).tap();
  await expect(page).toHaveURL(new RegExp(`/publico/guardado/${formId}/CBA-(?:[A-Z0-9]+-)?\\d+$`));
  await expect(page.getByRole('heading', { name: 'The answer was registered successfully' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Answer again' })).toHaveAttribute(
    'href',
    `/publico/contestar/${formId}`,
  );
});

test('a single-answer form refuses a second answer for the same citizen', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await apiSession(baseURL!, 'admin');
  const created = await admin.post('/api/forms', {
    title: 'Inscripción al taller de compostaje',
    areaIds: [OBRAS_PRIVADAS],
    options: { citizen: true, citizenRequired: true, singleAnswer: true },
    sections: [
      {
        id: 'datos',
        order: 0,
        title: 'Datos',
        questions: [
          {
            id: 'turno',
            order: 0,
            title: 'Turno preferido',
            kind: 'single',
            required: true,
            options: [
              { order: 0, text: 'Mañana' },
              { order: 1, text: 'Tarde' },
            ],
          },
        ],
      },
    ],
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const formId = ((await created.json()) as { id: string }).id;
  const dni = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  const citizen = await admin.post('/api/citizens', {
    kind: 'natural',
    formId,
    firstName: 'Julieta',
    lastName: 'Romero',
    dni,
  });
  expect(citizen.status(), await citizen.text()).toBeLessThan(300);

  await signedIn(page, 'inspector');
  const answerFor = async () => {
    await page.goto(`/contestar/${formId}`);
    await expect(page.getByRole('heading', { name: 'Inscripción al taller de compostaje' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByLabel('ID number (DNI)').fill(dni);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Julieta Romero')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  };

  await answerFor();
  await page.getByRole('radio', { name: 'Tarde' }).check();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Save answer' }).tap();
  await expect(page).toHaveURL(/\/listar/);
  await expect(page.getByText('The answer was saved successfully')).toBeVisible();

  await answerFor();
  await expect(page.getByRole('heading', { name: 'Form already answered' })).toBeVisible();
  await expect(page.getByText('You have already answered this form')).toBeVisible();
  await admin.api.dispose();
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../support/demo.ts';

/** Where the journey leaves its screenshots to look at (SHOTS_DIR), none without it. */
const shotsDir = process.env.SHOTS_DIR;
/** The demo ticket form seeded by `npm start` (public, Platea 25 € and Pullman 15 €). */
const FORM_ID = '00000000-0000-4000-8000-000000009017';
/** The embedded sandbox gateway's test cards. */
const APPROVE = '4548812049400004';
const DENY = '4000000000000002';

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

// A visitor who reads the app in Spanish on an English browser: the gateway's page is in the order's
// language (Spanish), not the browser's; amounts in the Spanish format.
test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

/** Answers the form's question, goes through the three steps and validates the order. */
async function orderTickets(page: Page, name: string, quantity: string, shots = false) {
  await page.goto(`/publico/contestar/${FORM_ID}`);
  await expect(page.getByRole('heading', { name: 'Entradas: Festival de la Primavera' })).toBeVisible();
  const wizard = page.getByTestId('payment-wizard');
  await expect(wizard.getByRole('heading', { name: 'Festival de la Primavera' })).toBeVisible();
  // No save buttons on a payment form: the wizard stands in for them.
  await expect(page.getByRole('button', { name: /Guardar respuesta/ })).toHaveCount(0);

  // The required-field check comes first.
  await wizard.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText('Faltan completar campos obligatorios.')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /menores de 12/ })
    .getByLabel('No')
    .check();
  await wizard.getByRole('button', { name: 'Continuar al pago' }).click();

  // Step 1/3: the order.
  await expect(wizard.getByText('Paso 1/3')).toBeVisible();
  await expect(wizard.getByText('¡¡¡Solo quedan 12 entradas!!!')).toBeVisible();
  await wizard.getByRole('radio', { name: /Platea — 25,00\s€/ }).check();
  const options = await wizard.getByLabel('Cantidad').locator('option:not([disabled])').allTextContents();
  expect(options).toEqual(['1', '2', '3', '4']);
  await wizard.getByLabel('Cantidad').selectOption(quantity);
  if (shots) await shot(page, 'payment-wizard-order');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2/3: the user data, checked before going on.
  await expect(wizard.getByText('Paso 2/3')).toBeVisible();
  await wizard.getByLabel('Nombre y apellido').fill(name);
  await wizard.getByLabel('DNI').fill('123');
  await wizard.getByLabel('Correo electrónico').fill('no-es-correo');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expect(wizard.getByText('El DNI debe tener entre 7 y 12 caracteres.')).toBeVisible();
  await expect(wizard.getByText('Ingrese un correo electrónico válido.')).toBeVisible();
  await expect(wizard.getByText('Ingrese un teléfono.')).toBeVisible();
  if (shots) await shot(page, 'payment-wizard-user-errors');
  await wizard.getByLabel('DNI').fill('30123456');
  await wizard.getByLabel('Correo electrónico').fill('visitante@example.com');
  await wizard.getByLabel('Teléfono').fill('+34 600 000 000');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3/3: the account summary, then validate.
  await expect(wizard.getByText('Paso 3/3')).toBeVisible();
  const total = `${Number(quantity) * 25},00 €`;
  await expect(wizard.locator('dd strong', { hasText: total })).toBeVisible();
  if (shots) await shot(page, 'payment-wizard-summary');
  await wizard.getByRole('button', { name: 'Validar orden' }).click();
  await expect(wizard.getByText('Orden validada')).toBeVisible();
  await expect(wizard.getByText('Pendiente de validar')).toBeVisible();
  const orderNumber = (await wizard.locator('dd strong').first().textContent())!.trim();
  expect(orderNumber).toMatch(/^\d{12}$/);
  // The answers are locked while the order is validated.
  await expect(page.getByRole('radiogroup', { name: /menores de 12/ }).getByLabel('No')).toBeDisabled();
  return { wizard, orderNumber, total };
}

/** Saves the answer with its order and opens the sandbox's card page from the saved page. */
async function payWith(page: Page, card: string, total: string, shots = false) {
  await page.getByRole('button', { name: 'Guardar la respuesta e ir al pago' }).click();
  await expect(page).toHaveURL(new RegExp(`/publico/guardado/${FORM_ID}/CBA-EFP-\\d+$`));
  const panel = page.getByTestId('pay-panel');
  await expect(panel.getByRole('heading', { name: 'Listo para pagar' })).toBeVisible();
  const pay = panel.getByRole('button', { name: new RegExp(`^Pagar ${total.replace(' ', '\\s')}$`) });
  await expect(pay).toBeEnabled();
  if (shots) await shot(page, 'payment-ready-to-pay');
  const [gateway] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
  await expect(gateway.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
  await expect(gateway.getByText(total)).toBeVisible();
  await gateway.getByLabel('Número de tarjeta').fill(card);
  await gateway.getByLabel(/Caducidad/).fill('12/30');
  await gateway.getByLabel('CVV').fill('123');
  await gateway.getByRole('button', { name: 'Pagar' }).click();
  return { gateway, panel };
}

test('a visitor buys 2 tickets, pays with the approving card and gets the receipt', async ({ page }) => {
  test.setTimeout(90_000);
  const { orderNumber, total } = await orderTickets(page, 'Lucía Fernández', '2', true);
  expect(total).toBe('50,00 €');

  // Editing the order cancels it and validates a new one with a new number.
  await page.getByRole('button', { name: 'Editar orden' }).click();
  await expect(page.getByText('Paso 1/3')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /menores de 12/ }).getByLabel('No')).toBeEnabled();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Validar orden' }).click();
  await expect(page.getByText('Orden validada')).toBeVisible();
  const second = (await page
    .getByTestId('payment-wizard')
    .locator('dd strong')
    .first()
    .textContent())!.trim();
  expect(second).not.toBe(orderNumber);
  // The validated order is kept with the draft: a reload keeps it (and the answers locked).
  await page.reload();
  await expect(page.getByText('Orden validada')).toBeVisible();
  await expect(page.getByTestId('payment-wizard').getByText(second)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /menores de 12/ }).getByLabel('No')).toBeDisabled();
  await shot(page, 'payment-wizard-validated');

  const { gateway, panel } = await payWith(page, APPROVE, total, true);
  const download = gateway.waitForEvent('download');
  await expect(gateway).toHaveURL(new RegExp(`/pago-exitoso/${second}/[0-9a-f-]{36}$`));
  await expect(gateway.getByRole('heading', { name: 'Tu pago fue aprobado' })).toBeVisible();
  await expect(gateway.getByTestId('payment-amount')).toHaveText(/^50,00\s€$/);
  await expect(gateway.getByText('Lucía Fernández')).toBeVisible();
  await expect(gateway.getByText(second, { exact: true })).toBeVisible();
  // The receipt downloads by itself about a second after it is ready.
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`comprobante_${second}.pdf`);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(gateway, 'payment-success');

  // The answer's tab follows the order on the server.
  await expect(panel.getByText('El pago fue aprobado.')).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByText('Pagado')).toBeVisible();

  // The denied page of a paid order goes to the success page (the server's status decides).
  const successUrl = new URL(gateway.url()).pathname;
  await gateway.goto(successUrl.replace('/pago-exitoso/', '/pago-denegado/'));
  await expect(gateway).toHaveURL(new RegExp(`/pago-exitoso/${second}/`));
  await expect(gateway.getByRole('heading', { name: 'Tu pago fue aprobado' })).toBeVisible();
  await gateway.close();

  // Staff see the payment on the answer and in the list, and reconcile the form's orders.
  const answerId = successUrl.split('/').pop()!;
  await signedIn(page, 'admin');
  await page.goto(`/ver/${answerId}`);
  const card = page.getByRole('region', { name: 'Pago' });
  await expect(card.getByText(second)).toBeVisible();
  await expect(card.getByText('Pagado')).toBeVisible();
  await expect(card.getByText('50,00 €')).toBeVisible();
  await shot(page, 'payment-answer-view');
  await page.goto(`/respuestas/listado/${FORM_ID}`);
  await page.getByLabel('Estado del pago').selectOption('paid');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/paymentStatus=paid/);
  await expect(page.getByRole('cell', { name: 'Pagado' }).first()).toBeVisible();
  await shot(page, 'payment-answers-list');
  await page.getByRole('button', { name: 'Conciliación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliación de pagos' });
  await expect(dialog.getByText(second)).toBeVisible();
  await expect(dialog.getByText('Cancelado').first()).toBeVisible();
  await shot(page, 'payment-reconciliation');
});

test('a visitor whose card is denied sees the denied page and tries again', async ({ page }) => {
  test.setTimeout(90_000);
  const { total, orderNumber } = await orderTickets(page, 'Martín Pérez', '1');
  const { gateway, panel } = await payWith(page, DENY, total);
  await expect(gateway).toHaveURL(new RegExp(`/pago-denegado/${orderNumber}/[0-9a-f-]{36}$`));
  await expect(gateway.getByRole('heading', { name: 'Pago denegado' })).toBeVisible();
  await expect(
    gateway.getByText('No pudimos avanzar con el pago, si quieres puedes intentar con otro medio de pago.'),
  ).toBeVisible();
  await shot(gateway, 'payment-denied');
  // The success page of a denied order is the denied page: the URL does not decide.
  await gateway.goto(new URL(gateway.url()).pathname.replace('/pago-denegado/', '/pago-exitoso/'));
  await expect(gateway).toHaveURL(/\/pago-denegado\//);
  await expect(panel.getByText('El pago fue rechazado.')).toBeVisible({ timeout: 10_000 });

  await gateway.getByRole('link', { name: 'Reintentar' }).click();
  await expect(gateway).toHaveURL(new RegExp(`/publico/contestar/${FORM_ID}$`));
  await expect(
    gateway.getByTestId('payment-wizard').getByRole('button', { name: 'Continuar al pago' }),
  ).toBeVisible();
});

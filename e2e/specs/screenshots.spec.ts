/**
 * Not a test: saves screenshots of the main pages at desktop and mobile width to
 * ../screenshots, for people to look at. Run: npm run screenshots -w @cabildo/e2e
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { copyOfDemoForm, DEMO_FORMS, drawSignature, makePng, offlineMapTiles } from '../support/answering.ts';
import { formWithAnswer } from '../support/correction.ts';
import { apiSession, DEMO_PASSWORD, demoEmail } from '../support/demo.ts';
import { uniqueTitle } from '../support/review.ts';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
/** Signs in through the form whatever the interface language. */
async function signIn(page: Page, slug: string) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demoEmail(slug));
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

const widths = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 812 } } as const;

async function shoot(page: Page, name: string) {
  for (const [label, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `${name}-${label}.png`), fullPage: true });
  }
}

for (const language of ['en', 'es']) {
  test(`pages in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/login');
    await expect(page.getByRole('button').first()).toBeVisible();
    await shoot(page, `${language}-login`);

    await page.goto('/this/does/not/exist');
    await shoot(page, `${language}-404`);

    await signIn(page, 'bloqueado').catch(() => undefined);
    await page.waitForTimeout(800);
    await shoot(page, `${language}-blocked`);
    await page.waitForTimeout(3500);

    await signIn(page, 'admin').catch(() => undefined);
    await page.waitForURL(/\/home/);
    await shoot(page, `${language}-home-admin`);
    await page.setViewportSize(widths.mobile);
    const menu = page.getByRole('button', { name: /menu|menú/i }).first();
    if (await menu.isVisible()) {
      await menu.click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${language}-drawer-mobile.png`) });
      await page.keyboard.press('Escape');
    }
    await page.goto('/listar');
    await shoot(page, `${language}-placeholder`);
  });
}

test('forbidden page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, 'inspector');
  await page.waitForURL(/\/listar/);
  await page.goto('/usuarios');
  await shoot(page, 'en-forbidden');
});

test('administration pages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  for (const [route, name] of [
    ['/municipios', 'municipalities'],
    ['/areas', 'areas'],
    ['/usuarios', 'users'],
  ] as const) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await shoot(page, `es-${name}`);
  }
  await page.setViewportSize(widths.desktop);
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-user-create-dialog.png') });
  await page.keyboard.press('Escape');
  await page.goto('/municipios');
  await page.getByRole('button', { name: /Editar Córdoba/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-municipality-dialog.png') });
});

test('form list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  await page.goto('/listar');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'es-form-list');
  // On a phone each form is a card with its actions named in words.
  await page.setViewportSize(widths.mobile);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-form-list-cards-mobile.png'), fullPage: true });
  await page
    .getByRole('button', { name: /Más acciones para Inspección/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Duplicar formulario' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-duplicate-dialog-mobile.png') });
});

test('form editor', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  await page.goto('/editar/00000000-0000-4000-8000-000000009001');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'es-form-editor');
  await page.setViewportSize(widths.mobile);
  await page.getByRole('region', { name: 'Sección 2' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, 'es-form-editor-section-mobile.png') });
});

/** The answering pages at the widths of the answering journeys: 1440 and 390 px. */
async function shootAnswering(page: Page, name: string, fullPage = true) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(out, `es-answer-${name}-${label}.png`), fullPage });
  }
}

test('answering pages', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await offlineMapTiles(page);
  page.on('dialog', (dialog) => void dialog.accept());
  const lighting = await copyOfDemoForm(baseURL!, DEMO_FORMS.streetLighting);
  const noise = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);

  await signIn(page, 'inspector');
  await page.waitForURL(/\/listar/);
  await page.goto(`/cis/contestar/${lighting}`);
  await expect(page.getByRole('heading', { name: 'Inspección de alumbrado público' })).toBeVisible();
  await shootAnswering(page, 'blank');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByText('* Respuesta obligatoria').first()).toBeVisible();
  await shootAnswering(page, 'required');

  await page.locator('.leaflet-container').click({ position: { x: 300, y: 120 } });
  await page.getByRole('textbox', { name: 'Número de poste' }).fill('1234');
  await page.getByRole('radio', { name: 'LED' }).check();
  await page.getByRole('checkbox', { name: 'Con falla' }).check();
  await page.getByRole('checkbox', { name: 'Apagada' }).check();
  await page.locator('[data-question="foto"] input[type="file"]:not([capture])').setInputFiles({
    name: 'falla.png',
    mimeType: 'image/png',
    buffer: makePng(160, 120, [210, 80, 50]),
  });
  await expect(page.getByRole('img', { name: 'falla.png' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Trabajo realizado' }).fill('Cambio de lámpara');
  await page.getByRole('textbox', { name: 'Fecha', exact: true }).fill('02042025');
  await page.getByRole('textbox', { name: 'Hora', exact: true }).fill('0945');
  await page.getByRole('button', { name: 'Agregar otra copia' }).click();
  await page.getByRole('textbox', { name: 'Trabajo realizado' }).nth(1).fill('Limpieza de la luminaria');
  await page.getByLabel(/Nombre del firmante|Signatory name/).fill('Diego Rodríguez');
  await drawSignature(page, page.locator('[data-field="signature-0"] canvas'));
  await page.locator('[data-field="signature-0"]').getByRole('button').last().click();
  await page.getByRole('button', { name: 'Observaciones' }).first().click();
  await page.waitForTimeout(300);
  await page.getByRole('dialog').getByRole('textbox').fill('Poste inclinado, revisar la base.');
  await shootAnswering(page, 'observations', false);
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.getByRole('button', { name: 'Contraer todo' }).click();
  await shootAnswering(page, 'collapsed');
  await page.getByRole('button', { name: 'Expandir todo' }).click();
  await shootAnswering(page, 'filled');

  // The connection drops right at the save.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByRole('dialog', { name: 'Conexión a internet perdida' })).toBeVisible();
  await shootAnswering(page, 'connection-lost', false);
  await page.context().setOffline(false);
  await page.waitForURL(/\/respuesta\/enviada\//);
  await shootAnswering(page, 'sent');
  const answerId = page.url().split('/').at(-2)!;
  await page.goto(`/cis/ver/${answerId}`);
  await expect(page.getByText('Limpieza de la luminaria')).toBeVisible();
  await shootAnswering(page, 'view');

  // Staff answering a form with an e-mail copy.
  await page.goto(`/contestar/${noise}`);
  await page.getByRole('searchbox', { name: 'Buscar en Origen del ruido' }).fill('obra');
  await shootAnswering(page, 'searchable-list', false);
  await page.getByRole('radio', { name: 'Obra en construcción' }).check();
  await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
  await page.getByRole('button', { name: 'Guardar respuesta y enviar email' }).click();
  await expect(page.getByRole('dialog', { name: /Enviar copia/ })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Recuerde presionar el boton +')).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  await shootAnswering(page, 'email-invalid', false);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('vecinos@example.org');
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  await shootAnswering(page, 'email', false);

  // The public page, without an account.
  await page.context().clearCookies();
  await page.goto(`/publico/contestar/${noise}`);
  await expect(page.getByRole('heading', { name: 'Denuncia de ruidos molestos' })).toBeVisible();
  await shootAnswering(page, 'public');
  await page
    .getByRole('radiogroup', { name: 'Origen del ruido' })
    .getByRole('radio', { name: 'Alarma' })
    .check();
  await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await page.waitForURL(/\/publico\/guardado\//);
  await shootAnswering(page, 'public-saved');

  // The citizen step of the tree-pruning permit (a form of an area the admin reaches).
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  await page.goto('/contestar/00000000-0000-4000-8000-000000009003');
  await expect(page.getByRole('heading', { name: 'Solicitud de permiso de poda' })).toBeVisible();
  await shootAnswering(page, 'citizen-step');
  await page.goto(`/contestar/00000000-0000-4000-8000-00000000ffff`);
  await shootAnswering(page, 'not-found');

  // The single-answer and the response-limit screens, on forms made for them.
  const admin = await apiSession(baseURL!, 'admin');
  const oneQuestion = {
    areaIds: ['00000000-0000-4000-8000-000000001001'],
    sections: [
      {
        id: 'datos',
        order: 0,
        title: 'Datos',
        questions: [
          { id: 'turno', order: 0, title: 'Turno', kind: 'single', options: [{ order: 0, text: 'Mañana' }] },
        ],
      },
    ],
  };
  const answer = (citizen: unknown = null) => ({
    clientSubmissionId: crypto.randomUUID(),
    citizen,
    sections: [
      {
        sectionId: 'datos',
        rows: [{ answers: [{ questionId: 'turno', selected: [0] }], conditions: [] }],
      },
    ],
  });
  const single = (await (
    await admin.post('/api/forms', {
      ...oneQuestion,
      title: 'Inscripción al taller de compostaje',
      options: { citizen: true, singleAnswer: true },
    })
  ).json()) as { id: string };
  const dni = String(20_000_000 + Math.floor(Math.random() * 9_000_000));
  const citizen = await (
    await admin.post('/api/citizens', {
      kind: 'natural',
      formId: single.id,
      firstName: 'Julieta',
      lastName: 'Romero',
      dni,
    })
  ).json();
  expect(
    (await admin.post(`/api/answering/forms/${single.id}/answers?mode=internal`, answer(citizen))).status(),
  ).toBe(200);
  await page.goto(`/contestar/${single.id}`);
  await page.getByRole('textbox', { name: 'Número de documento (DNI)' }).fill(dni);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Formulario ya respondido' })).toBeVisible();
  await shootAnswering(page, 'already-answered');

  const limited = (await (
    await admin.post('/api/forms', {
      ...oneQuestion,
      title: 'Cupo de inscripción',
      options: { limitResponses: true },
      responseLimit: 1,
    })
  ).json()) as { id: string };
  expect(
    (await admin.post(`/api/answering/forms/${limited.id}/answers?mode=internal`, answer())).status(),
  ).toBe(200);
  await page.goto(`/contestar/${limited.id}`);
  await expect(page.getByRole('heading', { name: 'Se alcanzó el límite de respuestas' })).toBeVisible();
  await shootAnswering(page, 'limit');
  await admin.api.dispose();
});

test('correction pages', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const { answer } = await formWithAnswer(baseURL!, uniqueTitle('Reclamo de alumbrado'), 'supervisor');
  await signIn(page, 'supervisor-corrector');
  await page.waitForURL(/\/listar/);

  await page.goto(`/correctForm/${answer.id}`);
  await expect(page.getByRole('textbox', { name: 'Dirección del reclamo' })).toBeVisible();
  await shootAnswering(page, 'correction');
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByRole('dialog', { name: 'No hay cambios' })).toBeVisible();
  await shootAnswering(page, 'correction-no-changes', false);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('textbox', { name: 'Dirección del reclamo' }).fill('San Martín 1250');
  await page.getByRole('checkbox', { name: 'Funciona correctamente' }).uncheck();
  await page.getByRole('checkbox', { name: 'Con falla' }).check();
  await page.getByRole('radio', { name: 'Apagada' }).check();
  await page.getByRole('button', { name: 'Agregar otra copia' }).click();
  await page.getByRole('textbox', { name: 'Trabajo realizado' }).nth(1).fill('Reemplazo del fotocontrol');
  await page.context().setOffline(true);
  await expect(page.getByText('No hay conexión a internet.', { exact: false })).toBeVisible();
  await shootAnswering(page, 'correction-offline');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await page.waitForURL(`/ver/${answer.id}`);
  await expect(page.getByRole('region', { name: 'Correcciones' })).toBeVisible();
  await shootAnswering(page, 'corrected-view');

  await page.goto(`/respuestas/actualizar/${answer.id}`);
  await page.getByRole('textbox', { name: 'Enlace a las fotos' }).fill('fotos del poste');
  await shootAnswering(page, 'edit');
});

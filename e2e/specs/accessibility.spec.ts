/**
 * WCAG 2.2 AA on every route and main state (issue 19 item 4): axe-core finds no violation of the
 * WCAG rules or of the best practices gated (issue 28 item 14), of any impact, at desktop (1280 px) and
 * phone (390 px) width, with map tiles that never load (as without internet); on the phone every page also
 * reflows to 320 px without sideways scrolling, the answer screens' controls are 44 px targets and
 * a toast never covers the save buttons. One page load per route and width; the states of a page
 * (dialogs, menus, toasts) are opened on that load.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { Audit, SCREENS, settled } from '../support/accessibility.ts';
import { copyOfDemoForm, DEMO_FORMS, makePng, unreachableMapTiles } from '../support/answering.ts';
import { apiSession, signedIn } from '../support/demo.ts';
import {
  answerThroughApi,
  answerWithPhotoThroughApi,
  createReviewForm,
  createWorkflowForm,
  moveThroughApi,
  REVIEW_STATES,
  uniqueTitle,
} from '../support/review.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The running server's data folder (its citizen-portal secret signs the portal's links). */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '../.data');
const PORTAL_FORM = '00000000-0000-4000-8000-000000009004';
const TICKETS_FORM = '00000000-0000-4000-8000-000000009017';
const TREE_PRUNING_FORM = '00000000-0000-4000-8000-000000009003';
const LIGHTING = 'Inspección de alumbrado público';

/** The portal's links of a demo citizen for a form, as `npm run citizen-link` prints them. */
function portalLinks(dni: string, formId: string): { answer: string; list: string } {
  const printed = execFileSync(
    process.execPath,
    [path.join(here, '../../apps/server/dist/seed/citizen-link.js'), dni, formId],
    { cwd: path.join(here, '..'), env: { ...process.env, DATA_DIR: dataDir } },
  ).toString();
  const [answer, list] = [...printed.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]).pathname);
  return { answer: answer!, list: list! };
}

// A Spanish visitor: the app in Spanish, and the payment sandbox's page too (it reads the browser's language).
test.use({ locale: 'es-ES' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await unreachableMapTiles(page);
});

/** Opens a route on this load and checks it: axe, and on the phone the 320 px reflow. */
async function visit(audit: Audit, page: Page, route: string, ready: () => Promise<void>, name = route) {
  await page.goto(route);
  await ready();
  await page.waitForLoadState('networkidle');
  await audit.axe(name);
  if (page.viewportSize()!.width < 600) await audit.reflow(name);
}

/** The revision link of the newest e-mail about this answer in the server's mail folder. */
async function revisionLinkFor(answerId: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+(/ciudadano/revision/${answerId}/[A-Za-z0-9_.%-]+)`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.eml'),
    );
    for (const file of files.sort().reverse()) {
      const text = (await readFile(path.join(dataDir, 'mail', file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = pattern.exec(text);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no revision e-mail for ${answerId}`);
}

/** An answer view's action: a button on a wide screen, an item of 'Más acciones' on a phone. */
async function answerAction(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await page.getByRole('button', { name: 'Más acciones', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

const heading = (page: Page, name: string | RegExp) => () =>
  expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();

for (const [screen, size] of Object.entries(SCREENS)) {
  const phone = screen === 'phone';

  test.describe(`on a ${screen} (${size.width} px)`, () => {
    test.use({ viewport: size });

    test('sign-in, password recovery and the public lookups', async ({ page }) => {
      test.setTimeout(90_000);
      const audit = new Audit(page);
      await visit(audit, page, '/login', () => expect(page.locator('input[type="email"]')).toBeVisible());
      await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/login, forgot-password dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // A wrong password: the sign-in's error.
      await page.locator('input[type="email"]').fill('nadie@demo.cabildo.test');
      await page.locator('input[autocomplete="current-password"]').fill('no-es-la-clave');
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await audit.axe('/login, refused');

      // A record's download code nobody has.
      await visit(audit, page, '/actas/consultar', heading(page, /acta/i));
      await page.getByRole('textbox').first().fill('NOEXISTE1234');
      await page.getByRole('textbox').first().press('Enter');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await audit.axe('/actas/consultar, not found');

      // The reset page of an e-mailed link (its token checked on sending).
      await visit(audit, page, `/restablecer-clave?token=${'x'.repeat(32)}`, () =>
        expect(page.locator('input[autocomplete="new-password"]').first()).toBeVisible(),
      );

      // The denied page of an order nobody placed; the 404 page.
      await visit(
        audit,
        page,
        '/pago-denegado/000000000000/00000000-0000-4000-8000-00000000ffff',
        heading(page, 'Pago denegado'),
      );
      await visit(audit, page, '/no/existe', () =>
        expect(page.getByRole('heading', { name: '404' })).toBeVisible(),
      );
      audit.expectNone();
    });

    test('the public answer screen, its toasts and the saved page; the citizen portal', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const audit = new Audit(page);
      const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
      await visit(audit, page, `/publico/contestar/${formId}`, heading(page, 'Denuncia de ruidos molestos'));
      const save = page.getByRole('button', { name: /^Guardar respuesta/ });
      if (phone) await audit.tapTargets('/publico/contestar', page.locator('main'));
      // Saving with nothing answered: the warning toast and the problems.
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const warning = page.locator('.notistack-MuiContent-warning');
      await audit.toastClear('/publico/contestar, missing answers', warning, save);
      await audit.axe('/publico/contestar, missing answers toast');

      await page
        .getByRole('radiogroup', { name: 'Origen del ruido' })
        .getByRole('radio', { name: 'Alarma' })
        .check();
      await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
      // Saving without a connection: the dialog that keeps the answer; online again, it goes out.
      await page.context().setOffline(true);
      await save.click();
      await expect(page.getByRole('dialog', { name: 'Conexión a internet perdida' })).toBeVisible();
      await audit.axe('/publico/contestar, connection lost dialog');
      await page.context().setOffline(false);
      await page.waitForURL(/\/publico\/guardado\//);
      await expect(page.getByTestId('answer-code')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit.axe('/publico/guardado');
      if (phone) await audit.reflow('/publico/guardado');
      // Its state, looked up by its code.
      const code = (await page.getByTestId('answer-code').textContent())!.trim();
      await visit(audit, page, `/publico/consultar-estado?codigo=${code}`, () =>
        expect(page.getByTestId('current-state')).toBeVisible(),
      );

      // The citizen portal, on a copy of its demo form (one answer per citizen and form).
      const portalForm = await copyOfDemoForm(baseURL!, PORTAL_FORM);
      const links = portalLinks(phone ? '25987654' : '33444555', portalForm);
      await visit(audit, page, links.answer, () => expect(page.getByTestId('portal-citizen')).toBeVisible());
      if (phone) await audit.tapTargets('/ciudadano/contestar', page.locator('main'));
      await page.getByRole('textbox', { name: /Dirección/ }).fill('Obispo Trejo 210');
      await page.getByRole('radio', { name: 'Raíces de árbol' }).check();
      await page.getByRole('button', { name: /Guardar respuesta/ }).click();
      await page.waitForURL(/\/ciudadano\/guardado\//);
      await expect(page.getByTestId('answer-code')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit.axe('/ciudadano/guardado');
      if (phone) await audit.reflow('/ciudadano/guardado');
      await visit(audit, page, links.list, heading(page, 'Mis trámites'));
      audit.expectNone();
    });

    test('the payment wizard and the success page', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const audit = new Audit(page);
      // A copy: the demo form's stock belongs to the payments journey.
      const formId = await copyOfDemoForm(baseURL!, TICKETS_FORM);
      await visit(audit, page, `/publico/contestar/${formId}`, () =>
        expect(page.getByTestId('payment-wizard')).toBeVisible(),
      );
      const wizard = page.getByTestId('payment-wizard');
      await page
        .getByRole('radiogroup', { name: /menores de 12/ })
        .getByLabel('No')
        .check();
      await wizard.getByRole('button', { name: 'Continuar al pago' }).click();
      await wizard.getByRole('radio', { name: /Platea/ }).check();
      await audit.axe('/publico/contestar, payment: the order');
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await expect(wizard.getByText('Ingrese un teléfono.')).toBeVisible();
      await audit.axe('/publico/contestar, payment: the buyer, with errors');
      await wizard.getByLabel('Nombre y apellido').fill('Lucía Fernández');
      await wizard.getByLabel('DNI').fill('30123456');
      await wizard.getByLabel('Correo electrónico').fill('visitante@example.com');
      await wizard.getByLabel('Teléfono').fill('+34 600 000 000');
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await wizard.getByRole('button', { name: 'Validar orden' }).click();
      await expect(wizard.getByText('Orden validada')).toBeVisible();
      await audit.axe('/publico/contestar, payment: validated');
      await page.getByRole('button', { name: 'Guardar la respuesta e ir al pago' }).click();
      await page.waitForURL(/\/publico\/guardado\//);
      const pay = page.getByTestId('pay-panel').getByRole('button', { name: /^Pagar/ });
      await expect(pay).toBeEnabled();
      await audit.axe('/publico/guardado, ready to pay');
      const [gateway] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
      await gateway.getByLabel('Número de tarjeta').fill('4548812049400004');
      await gateway.getByLabel(/Caducidad/).fill('12/30');
      await gateway.getByLabel('CVV').fill('123');
      await gateway.getByRole('button', { name: 'Pagar' }).click();
      await expect(gateway.getByRole('heading', { name: 'Tu pago fue aprobado' })).toBeVisible();
      // The success page, loaded once more in the window checked at this width.
      const success = new URL(gateway.url()).pathname;
      await gateway.close();
      // The page downloads the receipt by itself about a second after arrival: it is checked once
      // that download is over and the receipt's button is back from 'Preparando…' (axe caught it
      // mid-change, the disabled colours fading out).
      await visit(audit, page, success, async () => {
        await heading(page, 'Tu pago fue aprobado')();
        await expect(page.getByText('El archivo PDF se descargó correctamente')).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByRole('button', { name: 'Descargar el comprobante' })).toBeEnabled();
        await settled(page);
      });
      audit.expectNone();
    });

    test('home, the shell, the form list and the administration pages', async ({ page }) => {
      test.setTimeout(120_000);
      const audit = new Audit(page);
      await signedIn(page, 'admin');
      await visit(audit, page, '/home', heading(page, 'Bienvenido a Cabildo'));
      // The recipient search with a person and answers found.
      await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
      await page.getByRole('option', { name: 'DNI/ID' }).click();
      await page.getByRole('textbox', { name: 'Número' }).fill('30123456');
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page.getByText('Persona encontrada')).toBeVisible();
      await audit.axe('/home, a person found');
      if (phone) await audit.reflow('/home, a person found');
      // The account menu; on the phone the navigation drawer.
      await page.getByRole('button', { name: /cuenta/i }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit.axe('/home, account menu');
      // About Cabildo: the version, and the licence the build serves beside the app.
      await page.getByRole('menuitem', { name: 'Acerca de Cabildo' }).click();
      const about = page.getByRole('dialog', { name: 'Acerca de Cabildo' });
      await expect(about.getByText(/^Versión \d+\.\d+\.\d+$/)).toBeVisible();
      await audit.axe('/home, About Cabildo dialog');
      const licence = await page.request.get(
        (await about.getByRole('link', { name: 'Leer la licencia' }).getAttribute('href'))!,
      );
      expect(await licence.text()).toMatch(/^EUROPEAN UNION PUBLIC LICENCE v\. 1\.2\n/);
      await about.getByRole('button', { name: 'Cerrar' }).click();
      await expect(about).toBeHidden();
      if (phone) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
        await audit.axe('/home, navigation drawer');
        await page.keyboard.press('Escape');
      }

      await visit(audit, page, '/listar', heading(page, 'Formularios'));
      await page.getByLabel('Buscar por nombre del formulario').fill(LIGHTING);
      await page
        .getByRole('button', { name: `Más acciones para ${LIGHTING}` })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit.axe('/listar, row menu');
      await page.keyboard.press('Escape');

      await visit(audit, page, '/municipios', heading(page, 'Municipios'));
      await page.getByRole('button', { name: /Editar Córdoba/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/municipios, edit dialog');
      await page.keyboard.press('Escape');

      await visit(audit, page, '/areas', heading(page, /Áreas/));
      await page.getByRole('button', { name: 'Nueva área' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/areas, new area dialog');
      await page.keyboard.press('Escape');

      await visit(audit, page, '/usuarios', heading(page, 'Usuarios'));
      await page.getByRole('button', { name: 'Agregar usuario' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/usuarios, new user dialog');
      await page.keyboard.press('Escape');

      await visit(audit, page, '/webhooks', heading(page, /Webhooks/i));
      await page.getByRole('button', { name: 'Nuevo destino' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/webhooks, new endpoint dialog');
      await page.keyboard.press('Escape');

      await visit(audit, page, '/jobs', heading(page, 'Tareas en segundo plano'));
      audit.expectNone();
    });

    test('the form editor, the statistics and the internal answer screens', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const audit = new Audit(page);
      const lighting = await copyOfDemoForm(baseURL!, DEMO_FORMS.streetLighting);
      const noise = await copyOfDemoForm(baseURL!, DEMO_FORMS.noiseComplaint);
      await signedIn(page, 'admin');

      // The editor of a form with sections, questions, states and translations.
      await visit(audit, page, `/editar/${lighting}`, () =>
        expect(page.getByRole('textbox', { name: 'Título', exact: true })).toBeVisible(),
      );
      await page.getByRole('button', { name: /^Traducciones de “Título”/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/editar, translations dialog');
      await page.keyboard.press('Escape');

      await visit(audit, page, `/estadisticas/${DEMO_FORMS.streetLighting}`, heading(page, LIGHTING));

      // Answering as staff: the inspection view with its map, the internal one with the e-mail copy.
      await visit(audit, page, `/cis/contestar/${lighting}`, async () => {
        await heading(page, LIGHTING)();
        await expect(page.locator('.leaflet-control-attribution')).toBeVisible();
      });
      if (phone) await audit.tapTargets('/cis/contestar', page.locator('main'));
      await visit(audit, page, `/contestar/${noise}`, heading(page, 'Denuncia de ruidos molestos'));
      if (phone) await audit.tapTargets('/contestar', page.locator('main'));
      await visit(audit, page, `/contestar/${TREE_PRUNING_FORM}`, heading(page, /poda/));
      if (phone) await audit.tapTargets('/contestar, citizen step', page.locator('main'));

      // An inspection answer saved: its saved page, then its simple view.
      await page.goto(`/cis/contestar/${noise}`);
      await page
        .getByRole('radiogroup', { name: 'Origen del ruido' })
        .getByRole('radio', { name: 'Alarma' })
        .check();
      await page.getByRole('textbox', { name: 'Fecha' }).fill('15032025');
      await page.getByRole('button', { name: 'Guardar respuesta', exact: true }).click();
      await page.waitForURL(/\/respuesta\/enviada\//);
      await expect(page.getByTestId('answer-code')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit.axe('/respuesta/enviada');
      if (phone) await audit.reflow('/respuesta/enviada');
      const sent = page.url().split('/').at(-2)!;
      await visit(audit, page, `/cis/ver/${sent}`, () =>
        expect(page.getByText('Alarma', { exact: true })).toBeVisible(),
      );
      // The same answer in the review view: its e-mail copy dialog.
      await visit(audit, page, `/ver/${sent}`, () =>
        expect(page.getByText('Alarma', { exact: true })).toBeVisible(),
      );
      await answerAction(page, 'Enviar por correo');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.axe('/ver, e-mail copy dialog');
      await page.keyboard.press('Escape');
      audit.expectNone();
    });

    test('the answers list, an answer and its dialogs, correction and completion', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const audit = new Audit(page);
      const title = uniqueTitle('Relevamiento accesible');
      const formId = await createReviewForm(baseURL!, title);
      const supervisor = await apiSession(baseURL!, 'supervisor');
      const open = await answerThroughApi(supervisor, formId, 'Luminaria apagada');
      const solved = await answerThroughApi(supervisor, formId, 'Poste inclinado');
      await moveThroughApi(supervisor, solved.id, REVIEW_STATES.inProgress);
      await moveThroughApi(supervisor, solved.id, REVIEW_STATES.solved);
      const photoForm = await createWorkflowForm(baseURL!, uniqueTitle('Fotos accesibles'), [
        {
          id: 'lugar',
          order: 0,
          title: 'Lugar',
          questions: [{ id: 'foto', order: 0, title: 'Foto del lugar', kind: 'open', attachImage: true }],
        },
      ]);
      const withPhoto = await answerWithPhotoThroughApi(supervisor, photoForm, {
        name: 'vereda.png',
        buffer: makePng(320, 240, [60, 140, 90]),
      });
      await supervisor.api.dispose();
      // A portal answer to ask the citizen for changes.
      const portalForm = await copyOfDemoForm(baseURL!, PORTAL_FORM);
      const links = portalLinks('30123456', portalForm);
      await page.goto(links.answer);
      await page.getByRole('textbox', { name: /Dirección/ }).fill('Bv. San Juan 455');
      await page.getByRole('radio', { name: 'Baldosas rotas' }).check();
      await page.getByRole('button', { name: /Guardar respuesta/ }).click();
      await page.waitForURL(/\/ciudadano\/guardado\//);
      const portalCode = (await page.getByTestId('answer-code').textContent())!.trim();

      await signedIn(page, 'supervisor-elevado');
      // The demo list: its filters (folded on a phone) and the map.
      await visit(audit, page, `/respuestas/listado/${DEMO_FORMS.streetLighting}`, heading(page, LIGHTING));
      if (phone) await page.getByRole('button', { name: 'Mostrar filtros' }).click();
      await page.getByRole('switch', { name: 'Ver mapa' }).click();
      await expect(page.getByRole('region', { name: 'Mapa de las respuestas' })).toBeVisible();
      await expect(page.getByText(/respuestas? con ubicación en el mapa/)).toBeVisible();
      await audit.axe('/respuestas/listado, filters open, map on');
      if (phone) await audit.reflow('/respuestas/listado, filters open, map on');

      // An answer: the state selector, the history, the PDF settings.
      await visit(audit, page, `/ver/${open.id}`, () =>
        expect(page.getByText(open.code).first()).toBeVisible(),
      );
      await page.getByRole('combobox', { name: 'Cambiar estado' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await audit.axe('/ver, state selector open');
      await page.getByRole('listbox').getByRole('option', { name: 'En curso', exact: true }).click();
      await expect(page.getByText('Estado actualizado correctamente').last()).toBeVisible();
      await audit.axe('/ver, state changed toast');
      await page.getByRole('button', { name: /Ver el historial de estados/ }).click();
      await expect(page.getByRole('dialog', { name: 'Historial de estados' })).toBeVisible();
      await audit.axe('/ver, state history dialog');
      await page.keyboard.press('Escape');
      await answerAction(page, 'Configuración del PDF');
      await expect(page.getByRole('dialog', { name: 'Configuración del PDF' })).toBeVisible();
      await audit.axe('/ver, PDF settings dialog');
      await page.keyboard.press('Escape');

      // An answer in a final state: nothing to move it to.
      await visit(audit, page, `/ver/${solved.id}`, () =>
        expect(page.getByText('Desde el estado actual no se puede pasar a otro.')).toBeVisible(),
      );

      // An answer with a photo, and the photo at full size.
      await visit(audit, page, `/ver/${withPhoto.id}`, () =>
        expect(page.getByText(withPhoto.code).first()).toBeVisible(),
      );
      await page.getByRole('button', { name: 'Imagen vereda.png: ver en tamaño completo' }).click();
      await expect(page.getByRole('dialog', { name: 'Imagen vereda.png' })).toBeVisible();
      await audit.axe('/ver, image viewer');
      await page.keyboard.press('Escape');

      // The portal answer: the request for changes.
      const staff = await apiSession(baseURL!, 'supervisor-elevado');
      const listed = (await (
        await staff.api.get(`/api/forms/${portalForm}/answers?code=${portalCode}`)
      ).json()) as {
        rows: { id: string; code: string }[];
      };
      await staff.api.dispose();
      const portalAnswer = listed.rows.find((row) => row.code === portalCode)!;
      await visit(audit, page, `/ver/${portalAnswer.id}`, () =>
        expect(page.getByText(portalCode).first()).toBeVisible(),
      );
      await answerAction(page, 'Solicitar cambios');
      const request = page.getByRole('dialog');
      await expect(request).toBeVisible();
      await audit.axe('/ver, request for changes dialog');
      await request.getByRole('checkbox', { name: 'Respuesta: Dirección' }).check();
      await request.getByRole('textbox', { name: 'Comentario para el ciudadano' }).fill('Indique la altura.');
      await request.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByText('La solicitud de cambios se envió al ciudadano')).toBeVisible();
      await audit.axe('/ver, request sent toast');
      // The citizen's revision page, from the e-mail.
      await visit(audit, page, await revisionLinkFor(portalAnswer.id), () =>
        expect(page.getByText('Indique la altura.')).toBeVisible(),
      );
      if (phone) await audit.tapTargets('/ciudadano/revision', page.locator('main'));

      await visit(audit, page, `/correctForm/${open.id}`, () =>
        expect(page.getByRole('textbox', { name: 'Observaciones' })).toBeVisible(),
      );
      if (phone) await audit.tapTargets('/correctForm', page.locator('main'));
      await visit(audit, page, `/respuestas/actualizar/${open.id}`, () =>
        expect(page.getByText(open.code).first()).toBeVisible(),
      );
      await visit(audit, page, `/misRespuestas/${formId}`, heading(page, 'Mis respuestas'));
      audit.expectNone();
    });
  });
}

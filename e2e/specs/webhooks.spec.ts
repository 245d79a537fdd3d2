import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, signedIn } from '../support/demo.ts';
import {
  answerThroughApi,
  createReviewForm,
  moveThroughApi,
  REVIEW_STATES,
  uniqueTitle,
} from '../support/review.ts';

/**
 * Webhooks (issue 18 item 4): an administrator registers a receiver for one form, keeps the secret
 * shown once, and the answers saved and moved afterwards reach the receiver signed with it; the
 * delivery log shows them delivered. The receiver is a real HTTP server of this test, on loopback.
 */

type Received = { headers: http.IncomingHttpHeaders; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/cabildo`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The receiver's check of docs/api.md: HMAC-SHA256 of "t.body" under the secret, t within 5 minutes. */
function signedWith(delivery: Received, secret: string): boolean {
  const parts = Object.fromEntries(
    String(delivery.headers['cabildo-signature'])
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('an administrator registers a webhook and follows its deliveries', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    const title = uniqueTitle('Alumbrado con webhook');
    const formId = await createReviewForm(baseURL!, title);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signedIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo destino' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo destino' });
    await dialog.getByRole('combobox', { name: 'Municipio' }).click();
    await page.getByRole('option', { name: 'Córdoba', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Respuestas de' }).click();
    await page.getByRole('option', { name: title }).click();
    await dialog.getByRole('textbox', { name: 'Dirección (https://)' }).fill(receiver.url);
    await dialog.getByRole('textbox', { name: 'Descripción (opcional)' }).fill('Sistema de reclamos');
    await dialog.getByRole('checkbox', { name: 'Respuesta corregida' }).uncheck();
    await shot(page, 'webhooks-new-1280');
    await dialog.getByRole('button', { name: 'Crear' }).click();

    const shown = page.getByRole('dialog', { name: 'Secreto de firma' });
    const secret = (await shown.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await shot(page, 'webhooks-secret-1280');
    await shown.getByRole('button', { name: 'Ya lo copié' }).click();
    await expect(shown).toBeHidden();
    const table = page.getByRole('table', { name: 'Webhooks' });
    const row = table.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText(`${title} (Córdoba)`);
    await expect(row).toContainText('Todavía no se envió nada');
    await expect(page.getByText(secret)).toHaveCount(0);

    // Answers saved and moved by someone else reach the receiver, signed, in order.
    const supervisor = await apiSession(baseURL!, 'supervisor');
    const saved = await answerThroughApi(supervisor, formId, 'Luminaria apagada');
    await moveThroughApi(supervisor, saved.id, REVIEW_STATES.inProgress);
    await supervisor.api.dispose();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const bodies = receiver.received.map((delivery) => JSON.parse(delivery.body) as Record<string, unknown>);
    expect(bodies.map((body) => body.type)).toEqual(['answer.created', 'answer.state_changed']);
    expect(bodies[0]).toMatchObject({
      answer: { id: saved.id, code: saved.code },
      form: { id: formId, title },
    });
    expect(bodies[1]).toMatchObject({ state: { from: { name: 'Pendiente' }, to: { name: 'En curso' } } });
    for (const delivery of receiver.received) expect(signedWith(delivery, secret)).toBe(true);

    // The log: both delivered at the first attempt with the receiver's 200 and its answer.
    await page.reload();
    await expect(row).toContainText('Último: HTTP 200');
    await row.getByRole('button', { name: 'Envíos' }).click();
    const log = page.getByRole('table', { name: `Envíos a ${receiver.url}` });
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log.getByRole('row').filter({ hasText: 'Respuesta creada' })).toContainText('Entregado');
    await expect(log.getByRole('row').filter({ hasText: 'Cambio de estado' })).toContainText('HTTP 200');
    await expect(log.getByRole('link', { name: saved.code }).first()).toHaveAttribute(
      'href',
      `/ver/${saved.id}`,
    );
    await expect(log).toContainText('recibido');
    await shot(page, 'webhooks-log-1280');

    // Send one again: the receiver gets the same delivery a second time.
    await log
      .getByRole('row')
      .filter({ hasText: 'Respuesta creada' })
      .getByRole('button', { name: 'Enviar de nuevo' })
      .click();
    await expect(page.getByText('Se volverá a enviar.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    expect(receiver.received[2]!.headers['cabildo-delivery']).toBe(
      receiver.received[0]!.headers['cabildo-delivery'],
    );

    // Phones: the log and the list as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: `Envíos a ${receiver.url}` })).toBeVisible();
    await shot(page, 'webhooks-log-390');
    await page.getByRole('button', { name: 'Todos los destinos' }).click();
    await expect(page.getByRole('list', { name: 'Webhooks' })).toContainText(receiver.url);
    await shot(page, 'webhooks-list-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'webhooks-list-1280');

    // Switched off, then deleted.
    await row.getByRole('button', { name: 'Pausar' }).click();
    await expect(row).toContainText('Pausado');
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar este destino?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(table.getByRole('row').filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});

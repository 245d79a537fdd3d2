import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_FORMS } from '../support/answering.ts';

/**
 * What a browser really downloads on a first visit (issue 12): the JavaScript bytes on the wire,
 * compressed as the server sends them, until the page is usable. The bundle budget test reads the
 * build; this one checks the server compresses and the page asks for nothing more than that.
 */
async function javaScriptOnTheWire(page: Page, path: string, ready: () => Promise<void>) {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  const measure = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: request.url(),
          bytes: sizes.responseBodySize,
          encoding: (await response?.allHeaders())?.['content-encoding'],
        };
      })(),
    );
  };
  page.on('requestfinished', measure);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // A script finishing later would read its headers from a closed page after the test, failing the
  // next one (an unhandled rejection): only those in by now are counted.
  page.off('requestfinished', measure);
  return Promise.all(scripts);
}

const KB = 1000;

test('the sign-in page arrives compressed and light', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const scripts = await javaScriptOnTheWire(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible({ timeout: 20_000 }),
  );
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  // The budget (issue 12): 150 kB; the build's gzip is held there, Brotli (what Chromium gets) is smaller.
  expect(total).toBeLessThan(150 * KB);
  // The English catalogue, the other features' texts and the maps stay on the server.
  expect(scripts.filter((script) => /\/(en|Map|AnswerMap|leaflet)[-.]/i.test(script.url))).toEqual([]);
});

test('the public answer page arrives compressed, its map later', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const scripts = await javaScriptOnTheWire(page, `/publico/contestar/${DEMO_FORMS.noiseComplaint}`, () =>
    expect(page.getByRole('textbox', { name: 'Describa la situación' })).toBeVisible({ timeout: 20_000 }),
  );
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
  // The map (Leaflet and the answer map) loads once its card nears the viewport; the budget is
  // the page before it, 200 kB (the dialogs fetched once the page is idle included).
  const isMap = (url: string) => /\/assets\/(MapFrame|AnswerMap)-/.test(url);
  const total = scripts.filter((script) => !isMap(script.url)).reduce((sum, script) => sum + script.bytes, 0);
  expect(total).toBeLessThan(200 * KB);
});

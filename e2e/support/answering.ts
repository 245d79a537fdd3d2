import { expect, type Locator, type Page } from '@playwright/test';
import { encodePng } from '../../apps/server/src/seed/png.ts';
import { apiSession } from './demo.ts';

/** DEMO_FORM_IDS of apps/server/src/seed/demo-forms.ts. */
export const DEMO_FORMS = {
  streetLighting: '00000000-0000-4000-8000-000000009001',
  noiseComplaint: '00000000-0000-4000-8000-000000009002',
} as const;

/** A real PNG of one colour, with a darker diagonal unless `plain` (the seed's encoder). */
export function makePng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
  plain = false,
): Buffer {
  return encodePng(width, height, (x, y) =>
    !plain && Math.abs(x - y) < Math.max(2, width / 16) ? [r >> 1, g >> 1, b >> 1] : [r, g, b],
  );
}

/**
 * A fresh copy of a demo form, made through the API as the admin: the demo forms carry demo
 * answers (which lock them in the editor), so journeys that edit a form or count its answers use a copy.
 */
export async function copyOfDemoForm(baseURL: string, demoId: string, changes: Record<string, unknown> = {}) {
  const admin = await apiSession(baseURL, 'admin');
  const detail = (await (await admin.api.get(`/api/forms/${demoId}`)).json()) as {
    template: Record<string, unknown>;
  };
  // Its own title, so journeys that look a demo form up by its title find only the original; its
  // own answer-code prefix too (the original's is taken), given by the server.
  const title = `${String(detail.template.title)} (copia de prueba)`;
  const { keyPrefix: _taken, ...original } = detail.template;
  const template = { ...original, title, ...changes };
  const created = await admin.post('/api/forms', template);
  expect(created.status(), await created.text()).toBeLessThan(300);
  const body = (await created.json()) as { id: string };
  await admin.api.dispose();
  return body.id;
}

/** Draws a signature-like stroke on a canvas with the mouse. */
export async function drawSignature(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.4, 0.35],
    [0.5, 0.65],
    [0.6, 0.3],
    [0.75, 0.6],
    [0.9, 0.4],
  ] as const)
    await page.mouse.move(...at(fx, fy), { steps: 6 });
  await page.mouse.up();
}

/** Map tiles come from the internet, which tests have not: a plain light tile stands in for them. */
export async function offlineMapTiles(page: Page) {
  const tile = makePng(256, 256, [236, 232, 223], true);
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
}

/**
 * Map tiles as on a machine without internet: every request fails. The attribution then sits on
 * the frame's plain background, where axe can measure it (over a tile it cannot, and says nothing).
 */
export async function unreachableMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

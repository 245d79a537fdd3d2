import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiSession } from './demo.ts';

/** DEMO_FORM_IDS of apps/server/src/db/seed/demo-forms.ts. */
export const DEMO_FORMS = {
  streetLighting: '00000000-0000-4000-8000-000000009001',
  noiseComplaint: '00000000-0000-4000-8000-000000009002',
} as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, 8 bits) of one colour, with a darker diagonal unless `plain`. */
export function makePng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
  plain = false,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const line = !plain && Math.abs(x - y) < Math.max(2, width / 16);
      rows.push(line ? r >> 1 : r, line ? g >> 1 : g, line ? b >> 1 : b);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A fresh copy of a demo form, made through the API as the admin: answering the copy leaves the
 * demo forms without answers (answers lock a form in the editor, which other journeys edit).
 */
export async function copyOfDemoForm(baseURL: string, demoId: string, changes: Record<string, unknown> = {}) {
  const admin = await apiSession(baseURL, 'admin');
  const detail = (await (await admin.api.get(`/api/forms/${demoId}`)).json()) as {
    template: Record<string, unknown>;
  };
  const template = { ...detail.template, ...changes };
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

import { expect, test } from '@playwright/test';
import { copyOfDemoForm, DEMO_FORMS } from '../support/answering.ts';
import { signedIn } from '../support/demo.ts';

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test("a phone's 12-megapixel photo, over the 5 MB limit, is scaled to 2,048 px in the browser and accepted", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const formId = await copyOfDemoForm(baseURL!, DEMO_FORMS.streetLighting);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'inspector');
  await page.goto(`/cis/contestar/${formId}`);
  await expect(page.getByRole('heading', { name: 'Street-lighting inspection', level: 1 })).toBeVisible();

  // A camera-sized JPEG made by the browser itself: 4,000 × 3,000, busy enough to weigh over 5 MB.
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(4000, 3000);
    let seed = 7;
    for (let index = 0; index < pixels.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const x = (index / 4) % 4000;
      pixels.data[index] = (x / 16 + (seed & 63)) & 255;
      pixels.data[index + 1] = ((seed >> 8) & 127) + 64;
      pixels.data[index + 2] = (seed >> 16) & 255;
      pixels.data[index + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  const buffer = Buffer.from(photo, 'base64');
  expect(buffer.byteLength).toBeGreaterThan(IMAGE_MAX_BYTES);

  // The photo question is in the section of a failing lamp.
  await page.getByRole('checkbox', { name: 'Con falla' }).check();

  await page.locator('[data-question="foto"] input[type="file"]:not([capture])').setInputFiles({
    name: 'poste.jpg',
    mimeType: 'image/jpeg',
    buffer,
  });
  const thumbnail = page.locator('[data-question="foto"]').getByRole('img', { name: 'poste.jpg' });
  await expect(thumbnail).toBeVisible();
  await expect(page.getByText('The image is too big')).toHaveCount(0);

  // What the server keeps is the scaled photo: 2,048 × 1,536, JPEG, under the limit.
  const stored = await thumbnail.evaluate(async (image: HTMLImageElement) => {
    const response = await fetch(image.src);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, bytes: blob.size, type: blob.type };
  });
  expect(stored).toMatchObject({ width: 2048, height: 1536, type: 'image/jpeg' });
  expect(stored.bytes).toBeLessThan(IMAGE_MAX_BYTES);

  // On a phone the camera opens straight from its own button (the capture hint).
  await expect(page.locator('[data-question="foto"] input[capture="environment"]')).toHaveCount(1);
});

import { expect, type Page } from '@playwright/test';

/**
 * A phone in the hand (issue 28 item 12): 390 × 844 CSS px with a touch screen, so the answer
 * screens' buttons are pressed with `tap` (a touch lands on whatever lies on top of the button).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** How far the page reaches past its right edge (0 when it does not scroll sideways). */
const overhang = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * Nothing sticks out of the phone's page sideways: the page does not scroll sideways, and every
 * button of the signature blocks lies within it — the keyboard-only upload button too, shown as
 * it holds the focus (on a phone a wider layout viewport moved the sticky save bar off the screen).
 */
export async function expectFitsPhone(page: Page) {
  expect(await overhang(page), 'the page scrolls sideways').toBe(0);
  const width = await page.evaluate(() => document.scrollingElement!.clientWidth);
  for (const button of await page.locator('[data-field^="signature-"] button').all()) {
    if (!(await button.isEnabled())) continue;
    await button.focus();
    const box = (await button.boundingBox())!;
    const name = (await button.textContent())!;
    expect(box.x, `“${name}” starts past the left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `“${name}” ends past the right edge`).toBeLessThanOrEqual(width);
    expect(await overhang(page), `the page scrolls sideways with “${name}” focused`).toBe(0);
    await button.blur();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** Whether `target` is the element that has the focus (false while it is not on the page). */
const hasFocus = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);

/** What has the focus, said in a failure: its tag, role and name or text. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'nothing';
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent?.slice(0, 60);
    return `<${active.tagName.toLowerCase()} role=${active.getAttribute('role')}> ${name ?? ''}`.trim();
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user goes through
 * the page; fails when `max` presses do not reach it (unreachable, or a trap on the way).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  // One element: a locator naming several would never "have" the focus.
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()} in ${max} presses; ` +
      `the focus is on ${await focusedDescription(page)}`,
  );
}

/** Presses ArrowDown in an open list until the option named `name` has the focus, then Enter. */
export async function chooseWithArrows(page: Page, name: string, { max = 30 } = {}) {
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(option)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(
    `ArrowDown did not reach the option ${name}; the focus is on ${await focusedDescription(page)}`,
  );
}

/** `target` has the focus and shows the keyboard focus ring: a solid outline of 2 px or more. */
export async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2;
      }),
    )
    .toBe(true);
}

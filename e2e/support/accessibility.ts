import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets of axe-core (issue 19 item 4). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Best-practice rules checked as well (issue 28 item 14): content outside every landmark, a table
 * header without text. Not yet the others (the payment wizard's headings skip a level).
 */
export const BEST_PRACTICE_RULES = ['region', 'empty-table-header'];

/** The widths every page is checked at, and the narrowest one it must reflow to (WCAG 1.4.10). */
export const SCREENS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export const REFLOW_WIDTH = 320;

/** Waits until nothing moves: no running finite CSS animation or transition (dialogs, menus, toasts). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * What one journey found: every axe violation of the WCAG rules and the gated best practices (any impact) of every state it checked, a
 * page that scrolls sideways at 320 px, a control under the tap-target size. Reported together at
 * the end, so one run lists everything instead of stopping at the first page.
 */
export class Audit {
  readonly problems: string[] = [];

  constructor(private readonly page: Page) {}

  /** Keeps a problem and reports it at once (a soft failure), so a journey that stops later still shows it. */
  private found(problem: string) {
    this.problems.push(problem);
    expect.soft(problem, problem).toBe('');
  }

  /** Runs axe on the page as it is now (or on `within` only) and keeps its violations, whatever their impact. */
  async axe(state: string, within?: string) {
    await settled(this.page);
    let builder = new AxeBuilder({ page: this.page }).options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }])),
    });
    if (within) builder = builder.include(within);
    const { violations } = await builder.analyze();
    for (const violation of violations) {
      const [first] = violation.nodes;
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => String(node.target.at(-1)).split(' > ').slice(-2).join(' > '))
        .join(' | ');
      this.found(
        `${state}: ${violation.id} (${violation.impact}) ×${violation.nodes.length} at ${where} — ${first?.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
    }
  }

  /**
   * WCAG 1.4.10: at 320 CSS px the page scrolls only vertically. Narrows the window, measures and
   * puts the width back, so the next state is seen at the width it was loaded at.
   */
  async reflow(state: string) {
    const size = this.page.viewportSize()!;
    await this.page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
    await settled(this.page);
    const { scrollWidth, clientWidth, wide } = await this.page.evaluate(() => {
      const root = document.documentElement;
      // The widest elements past the right edge, to say what pushes the page out.
      const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        // What a clipping box holds does not widen the page.
        .filter((element) => {
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return false;
          return true;
        })
        .slice(0, 3)
        .map((element) => {
          const name = element.tagName.toLowerCase();
          const classes = Array.from(element.classList).slice(0, 2).join('.');
          return `${name}${classes ? `.${classes}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
        });
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
    });
    if (scrollWidth > clientWidth)
      this.found(
        `${state}: scrolls sideways at ${REFLOW_WIDTH} px (${scrollWidth} px wide): ${wide.join(', ')}`,
      );
    await this.page.setViewportSize(size);
    await settled(this.page);
  }

  /**
   * WCAG 2.5.5 on the answer screens: on a phone every control within `scope` offers a target of
   * at least 44 × 44 px (a check box or radio counts with its label, a link within a sentence not).
   */
  async tapTargets(state: string, scope: Locator, minimum = 44) {
    await settled(this.page);
    const small = await scope.evaluate((root, min) => {
      const selector = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[role="button"]',
        '[role="combobox"]',
        '[role="switch"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="tab"]',
      ].join(', ');
      const describe = (element: Element) =>
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.textContent?.trim().slice(0, 40) ||
        element.outerHTML.slice(0, 80);
      const found: string[] = [];
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
        if ((element as HTMLInputElement).disabled) continue;
        // A link inside a line of text is exempt (WCAG 2.5.5 "inline").
        if (element.tagName === 'A' && element.closest('p, li, .leaflet-control-attribution')) continue;
        // The target of a box inside its label is the label; of a field, its whole outlined box.
        const label = element.closest('label');
        const field = element.closest('.MuiInputBase-root');
        // Inputs MUI draws over their own box (check boxes, radios, switches) count with that box.
        const drawn = style.opacity === '0' && element.parentElement ? element.parentElement : element;
        const drawnBox = (label ?? field ?? drawn).getBoundingClientRect();
        if (drawnBox.width === 0 && drawnBox.height === 0) continue;
        if (Math.round(drawnBox.width) < min || Math.round(drawnBox.height) < min)
          found.push(`${describe(element)} (${Math.round(drawnBox.width)}×${Math.round(drawnBox.height)})`);
      }
      return [...new Set(found)];
    }, minimum);
    for (const target of small) this.found(`${state}: tap target under ${minimum} px: ${target}`);
  }

  /**
   * A toast must never cover the save buttons: with the page scrolled to its end, where the person
   * who pressed them is, their boxes do not overlap.
   */
  async toastClear(state: string, toast: Locator, buttons: Locator) {
    await expect(toast).toBeVisible();
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled(this.page);
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      if (overlaps) this.found(`${state}: the toast covers “${await button.textContent()}”`);
    }
  }

  /** The journey's verdict: nothing found (each problem was reported as it was found). */
  expectNone() {
    expect(this.problems.length, `\n${this.problems.join('\n')}\n`).toBe(0);
  }
}

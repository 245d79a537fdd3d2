/**
 * Moving focus for keyboard and screen-reader users (issue 19 item 4): to the page's heading after a
 * navigation or a save, to the first problem after a failed save, to the first field of an item
 * just added.
 */

/** What a blue surface sets (in `sx`) so that the focus rings of its controls are white. */
export const ON_BLUE = { '--focus-ring-color': '#ffffff' } as const;

/** What can take focus from the keyboard, in document order. */
const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), ' +
  '[role="combobox"], button:not(:disabled), a[href], [tabindex]';
/** What a person types or chooses in (not the buttons around a field). */
const INPUT =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="combobox"]';
/** Never a target: hidden from assistive technology, out of the tab order, or switched off. */
const skipped = (element: Element) =>
  element.getAttribute('tabindex') === '-1' ||
  element.getAttribute('aria-disabled') === 'true' ||
  element.closest('[aria-hidden="true"], [hidden], [inert]') !== null;

/** Focuses the first candidate that takes focus (one not shown takes none); the one that did. */
function focusFirst(candidates: HTMLElement[], options?: FocusOptions): HTMLElement | null {
  for (const candidate of candidates) {
    if (skipped(candidate)) continue;
    candidate.focus(options);
    if (document.activeElement === candidate) return candidate;
  }
  return null;
}

/** Focuses an element that is not focusable by itself (a heading, a message), once, from script. */
export function focusElement(element: HTMLElement, options?: FocusOptions) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/** The page's main heading: the h1 of `<main>` (or of the page when it has no `<main>`). */
export const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focuses the page's main heading; false when the page has none (yet). */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  focusElement(heading);
  return true;
}

/**
 * Focuses the first field of `container` a person types or chooses in (a radio group at its chosen
 * radio, as Tab enters it), or else its first focusable control; the one focused, or null.
 */
export function focusFirstField(container: Element | null, options?: FocusOptions): HTMLElement | null {
  if (!container) return null;
  const inputs = [...container.querySelectorAll<HTMLElement>(INPUT)];
  const first = inputs.find((input) => !skipped(input));
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name) {
    const checked = inputs.find(
      (input) => input instanceof HTMLInputElement && input.name === first.name && input.checked,
    );
    if (checked && focusFirst([checked], options)) return checked;
  }
  return (
    focusFirst(inputs, options) ??
    focusFirst([...container.querySelectorAll<HTMLElement>(FOCUSABLE)], options)
  );
}

/**
 * Focuses the first field of `container` (the container itself when it has none) and brings the
 * container into view, so the question's title and its message are read and seen with it.
 */
export function focusProblem(container: HTMLElement | null, scroll: ScrollIntoViewOptions) {
  if (!container) return;
  if (!focusFirstField(container, { preventScroll: true })) focusElement(container, { preventScroll: true });
  container.scrollIntoView?.(scroll);
}

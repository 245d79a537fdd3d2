/**
 * Where a menu opens: in the page's main landmark rather than at the end of <body>, where it lies
 * outside every landmark and is missed by those who move through a page by landmarks (axe
 * `region`). Not within the header: the app bar's white focus rings would reach the menu. Inside a
 * dialog the menu stays in <body>, beside the dialog (which hides the rest of the page).
 */
export function menuContainer(opener: Element | null): HTMLElement | undefined {
  if (!opener || opener.closest('[role="dialog"]')) return undefined;
  return opener.ownerDocument.querySelector('main') ?? undefined;
}

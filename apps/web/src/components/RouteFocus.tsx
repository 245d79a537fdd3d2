import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from './focus.ts';

/** How long a page may take to show its heading (a lazy page, then its data) before we give up. */
const WAIT_MS = 10_000;

/**
 * Focus follows navigation (issue 19 item 4): when the address changes to another page, focus
 * moves to the new page's main heading (its h1, given tabIndex -1), so a keyboard or screen-reader
 * user starts reading the page that opened, not the link left behind or the top of the document.
 *
 * Not on the first load (the browser starts at the top), not when only the query changes (filters,
 * pages of a list), and never over a place focus has already been put: a field the new page
 * focuses itself (the sign-in's e-mail), or anything the person reached while the page was loading.
 * A page that shows its heading later (a lazy page, a form being fetched) is waited for.
 *
 * Mounted once, at the root of the route table, so the signed-in shell, the public pages and the
 * sign-in pages share it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const previous = last.current;
    last.current = pathname;
    if (previous === null || previous === pathname) return;
    // After whatever else this change does with focus (a closing menu or drawer gives it back to
    // its button, a page focuses its first field).
    let stop = () => undefined as void;
    const timer = setTimeout(() => (stop = focusHeadingWhenShown()));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname]);
  return null;
}

/** Focuses the page's heading now or as soon as it appears; the returned function stops waiting. */
function focusHeadingWhenShown(): () => void {
  // Focus left where the navigation left it: nowhere (the link or button went with the old page) or
  // on the shell's links, menus and drawer, outside the page's <main>. Focus in the page, or in a
  // dialog the page opened, was put there on purpose.
  const untouched = () => {
    const active = document.activeElement;
    if (!active || active === document.body) return true;
    if (active.closest('.MuiDialog-root')) return false;
    const main = document.querySelector('main');
    return main !== null && !main.contains(active);
  };
  const tryNow = () => !untouched() || focusPageHeading();
  if (tryNow()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (tryNow()) stop();
  });
  // A key pressed or a click while the page loads: the person is on their way; leave focus alone.
  const interrupted = () => stop();
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', interrupted, true);
    window.removeEventListener('pointerdown', interrupted, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', interrupted, true);
  window.addEventListener('pointerdown', interrupted, true);
  return stop;
}

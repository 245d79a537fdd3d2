/**
 * Fetches parts a page left out of its first load (dialogs) once the browser is idle, so that they
 * are there when wanted — also when the connection drops later, as it does in field inspections.
 */
export function preloadWhenIdle(...loads: (() => Promise<unknown>)[]) {
  const run = () => {
    for (const load of loads) load().catch(() => {});
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1500);
  return () => window.clearTimeout(timer);
}

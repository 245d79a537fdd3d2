import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation is held (answer with the
 * blocker's proceed or reset) and closing or reloading the tab gets the browser's own prompt.
 * `release` lets a navigation through without asking (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}

import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LeaveGuardContext, type HeldLeave } from './leave-guard.ts';

export type LeaveBlocker =
  | { state: 'blocked'; proceed: () => void; reset: () => void }
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined };

/**
 * Asks before leaving a page with unsaved changes: in-app navigation to another page is held
 * (answer with the blocker's proceed or reset) and closing or reloading the tab gets the browser's
 * own prompt. `release` lets a navigation through without asking (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const history = useContext(LeaveGuardContext);
  const { pathname } = useLocation();
  const released = useRef(false);
  const [held, setHeld] = useState<HeldLeave | null>(null);
  useEffect(() => {
    if (!dirty || !history) return;
    return history.guard((next) => !released.current && next !== pathname, setHeld);
  }, [dirty, history, pathname]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const blocker: LeaveBlocker = held
    ? {
        state: 'blocked',
        proceed: () => {
          setHeld(null);
          held.proceed();
        },
        reset: () => setHeld(null),
      }
    : { state: 'unblocked' };
  return { blocker, release };
}

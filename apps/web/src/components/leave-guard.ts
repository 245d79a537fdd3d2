import { createContext } from 'react';
import type { UNSAFE_createBrowserHistory } from 'react-router';

/** The history the router drives (browser or memory): react-router's own, with its `listen`. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A navigation held by a leave guard: let it happen, or stay. */
export type HeldLeave = { proceed: () => void; reset: () => void };

export type GuardedHistory = RouterHistory & {
  /**
   * While installed, a navigation to a path `holds` says yes to does not happen: `onHold` gets it,
   * to proceed with or reset. Returns the uninstaller.
   */
  guard: (holds: (pathname: string) => boolean, onHold: (leave: HeldLeave) => void) => () => void;
};

/**
 * React Router's history with a leave guard — what `useBlocker` does, without the data router
 * (17 kB of every first load; docs/decisions.md "First-load budgets"). Links and `navigate` are
 * held before they happen; the back and forward buttons are undone (`go(-delta)`) and redone on
 * proceed, as the data router does.
 */
export function withLeaveGuard(history: RouterHistory): GuardedHistory {
  let active: { holds: (pathname: string) => boolean; onHold: (leave: HeldLeave) => void } | null = null;
  let letThrough = false;
  let undoing = false;
  let redoing = false;

  const holds = (pathname: string) => active !== null && !letThrough && active.holds(pathname);
  const pathOf = (to: Parameters<RouterHistory['push']>[0]) => history.encodeLocation(to).pathname;
  const hold = (go: () => void) =>
    active?.onHold({
      proceed: () => {
        letThrough = true;
        try {
          go();
        } finally {
          letThrough = false;
        }
      },
      reset: () => {},
    });

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (holds(pathOf(to))) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (holds(pathOf(to))) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    listen(listener) {
      return history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && delta && !redoing && holds(update.location.pathname)) {
          undoing = true;
          history.go(-delta);
          hold(() => {
            redoing = true;
            history.go(delta);
          });
          return;
        }
        redoing = false;
        listener(update);
      });
    },
    guard(holdsPath, onHold) {
      const installed = { holds: holdsPath, onHold };
      active = installed;
      return () => {
        if (active === installed) active = null;
      };
    },
  };
}

/** The guarded history of the router above, for `useLeaveGuard`. */
export const LeaveGuardContext = createContext<GuardedHistory | null>(null);

import type { Action, Subject } from '@cabildo/domain/access';
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../api/auth.ts';
import { ApiError } from '../api/client.ts';
import { ForbiddenPage } from '../components/ForbiddenPage.tsx';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { BlockedScreen } from '../features/auth/BlockedScreen.tsx';
import type { LoginState } from '../session/login-state.ts';
import { takeSessionLoss, usePermission } from '../session/SessionProvider.tsx';

/** Signed-in routes: a spinner while the session loads, the sign-in page without one. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullPageSpinner />;
  if (me.error instanceof ApiError && me.error.code === 'MUNICIPALITY_DISABLED') return <BlockedAndSignOut />;
  if (!me.data) {
    // No session, or its data could not be read: sign in, then come back here.
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      reason: me.error ? 'session-error' : takeSessionLoss() ? 'expired' : undefined,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  // A failed background refresh (network blip) keeps the session it already has.
  return children;
}

/** A municipality disabled while signed in: the blocked screen, then sign-out. */
function BlockedAndSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const done = useCallback(() => {
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes every render
  }, [navigate]);
  return <BlockedScreen onDone={done} />;
}

/** Permission routes: the forbidden page when the role may not (the server refuses as well). */
export function RequirePermission({
  action,
  subject,
  children,
}: {
  action: Action;
  subject: Subject;
  children: ReactNode;
}) {
  const can = usePermission();
  return can(action, subject) ? children : <ForbiddenPage />;
}

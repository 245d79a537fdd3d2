import { defineAbilityFor, type AppAbility } from '@cabildo/domain/access';
import type { SessionUser } from '@cabildo/domain/auth';
import { AbilityProvider, Can as CaslCan, useAbility as useCaslAbility, type CanProps } from '@casl/react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ME_KEY, useMe } from '../api/auth.ts';
import { onMunicipalityBlocked, onSessionLoss, setCsrfToken } from '../api/client.ts';
import type { LoginState } from './login-state.ts';

const UserContext = createContext<SessionUser | null>(null);

/** What this browser knows of the permissions: the same rules the server enforces (@casl/react context). */
export const useAbility = () => useCaslAbility<AppAbility>();

/** `<Can I="manage" a="usuario">…</Can>`, typed with the domain's actions and subjects. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

/** The signed-in user; only inside routes guarded by RequireAuth. */
export function useSessionUser(): SessionUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useSessionUser outside a signed-in route');
  return user;
}

// Set when a session ends under the person's feet, so the sign-in page can say so.
let sessionWasLost = false;
export const takeSessionLoss = () => {
  const lost = sessionWasLost;
  sessionWasLost = false;
  return lost;
};

/**
 * Holds the session: the permissions for the UI, the reaction to a 401 (or a municipality blocked)
 * from any request, and the live event stream that ends the page's session when the server revokes it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The page the person is on, for the return after a revoked session's sign-in.
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);
  const user = me.data?.user ?? null;
  const csrfToken = me.data?.csrfToken;

  const ability = useMemo(
    () =>
      defineAbilityFor(
        user
          ? {
              id: user.id,
              roles: user.role ? [user.role] : [],
              areaIds: user.areaIds,
              municipalityId: user.municipality?.id ?? null,
            }
          : null,
      ),
    [user],
  );

  useEffect(() => {
    const stopLoss = onSessionLoss(() => {
      sessionWasLost = true;
      setCsrfToken(null);
      // The guard sees no session and sends the person to /login, remembering this page.
      queryClient.setQueryData(ME_KEY, null);
    });
    // Any request refused because the municipality was disabled: ask /me again, whose 403 makes the
    // guard show the blocked screen and sign out.
    const stopBlocked = onMunicipalityBlocked(() => {
      if (queryClient.getQueryData(ME_KEY)) void queryClient.invalidateQueries({ queryKey: ME_KEY });
    });
    return () => {
      stopLoss();
      stopBlocked();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!csrfToken || typeof EventSource === 'undefined') return;
    const events = new EventSource('/api/auth/events');
    events.addEventListener('revoked', () => {
      events.close();
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      const state: LoginState = { from: here.current, reason: 'expired' };
      void navigate('/login', { replace: true, state });
    });
    return () => events.close();
  }, [csrfToken, queryClient, navigate]);

  return (
    <AbilityProvider value={ability}>
      <UserContext.Provider value={user}>{children}</UserContext.Provider>
    </AbilityProvider>
  );
}

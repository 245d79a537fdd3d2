import { defineAbilityFor, type AppAbility, type SessionUser } from '@cabildo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ME_KEY, useMe } from '../api/auth.ts';
import { onSessionLoss, setCsrfToken } from '../api/client.ts';

const AbilityContext = createContext<AppAbility>(defineAbilityFor(null));
const UserContext = createContext<SessionUser | null>(null);

/** What this browser knows of the permissions: the same rules the server enforces. */
export const useAbility = () => useContext(AbilityContext);

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
 * Holds the session: the permissions for the UI, the reaction to a 401 from any request,
 * and the live event stream that ends the page's session when the server revokes it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  useEffect(
    () =>
      onSessionLoss(() => {
        sessionWasLost = true;
        setCsrfToken(null);
        queryClient.setQueryData(ME_KEY, null);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!csrfToken || typeof EventSource === 'undefined') return;
    const events = new EventSource('/api/auth/events');
    events.addEventListener('revoked', () => {
      events.close();
      sessionWasLost = true;
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      void navigate('/login', { replace: true });
    });
    return () => events.close();
  }, [csrfToken, queryClient, navigate]);

  return (
    <AbilityContext.Provider value={ability}>
      <UserContext.Provider value={user}>{children}</UserContext.Provider>
    </AbilityContext.Provider>
  );
}

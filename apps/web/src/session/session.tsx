import { defineAbilityFor, type AppAbility } from '@cabildo/domain/access';
import type { SessionUser } from '@cabildo/domain/auth';
import { AbilityProvider, Can as CaslCan, useAbility as useCaslAbility, type CanProps } from '@casl/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useMe } from '../api/auth.ts';
import { PermissionContext } from './SessionProvider.tsx';

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

/**
 * The time zone staff read dates in: their municipality's (every answer they may see is of it);
 * undefined — the device's — for the admin and outside a signed-in route.
 */
export function useReaderTimeZone(): string | undefined {
  return useContext(UserContext)?.municipality?.timeZone;
}

/** The signed-in area (the shell): the user and the permissions for the UI. */
export function SignedInSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const user = me.data?.user ?? null;
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
  const can = useCallback<Parameters<typeof PermissionContext.Provider>[0]['value']>(
    (action, subject) => ability.can(action, subject),
    [ability],
  );
  return (
    <AbilityProvider value={ability}>
      <PermissionContext.Provider value={can}>
        <UserContext.Provider value={user}>{children}</UserContext.Provider>
      </PermissionContext.Provider>
    </AbilityProvider>
  );
}

import type {
  AuthSettings,
  LanguageChoice,
  LoginRequest,
  MeResponse,
  PasswordResetConfirm,
} from '@cabildo/domain/auth';
import type { Language } from '@cabildo/domain/languages';
import { REMOTE_CONFIG_REFETCH_MS, type RemoteConfig } from '@cabildo/domain/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiUrl, setCsrfToken } from './client.ts';
import { authKeys } from './keys/auth.ts';
import { remoteConfigKey } from './keys/remote-config.ts';

export const ME_KEY = authKeys.me;
// Queries that do not depend on who is signed in (the sign-in page itself shows them).
const KEPT_ON_SIGN_IN = new Set<unknown>([authKeys.all[0], remoteConfigKey[0]]);

/** The signed-in session, or null when nobody is signed in. Other failures are errors. */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    const me: MeResponse = await api.get('/api/auth/me', { quietSessionLoss: true });
    setCsrfToken(me.csrfToken);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

/** Keeps the signed-in person's interface language on the server (its e-mails, records and exports). */
export const saveLanguage = (language: Language) =>
  api.put('/api/auth/language', { body: { language } satisfies LanguageChoice });

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: false, staleTime: 5 * 60_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post('/api/auth/login', { body, quietSessionLoss: true }),
    onSuccess: (me) => {
      setCsrfToken(me.csrfToken);
      // Nothing read under an earlier session (perhaps another person's) outlives this sign-in.
      queryClient.removeQueries({ predicate: (query) => !KEPT_ON_SIGN_IN.has(String(query.queryKey[0])) });
      queryClient.setQueryData(ME_KEY, me);
    },
  });
}

/** A single-sign-on session's sign-out goes on to the identity provider's (its address); else nothing. */
export type LogoutResult = { endSessionUrl: string } | undefined;

/** Leaves the app for another address (a seam for tests: jsdom cannot navigate). */
export const leavePage = { assign: (url: string) => window.location.assign(url) };

/**
 * Ends the session on the server (if any) and forgets everything this page knew. A single-sign-on
 * session's sign-out goes on to the identity provider's (spec part 1 §4.1), which comes back to the
 * sign-in page. Here rather than in the callers: the session's own revocation event may unmount
 * them before the answer arrives, and `mutate`'s callbacks do not run then.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/auth/logout', { quietSessionLoss: true }).catch((): LogoutResult => undefined),
    onSettled: (result) => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      if (result?.endSessionUrl) leavePage.assign(result.endSessionUrl);
    },
  });
}

/** The session's event stream (`revoked` when it is ended anywhere). */
export const sessionEventsUrl = apiUrl('get', '/api/auth/events');

/** Single sign-on starts at the server, which leads to the identity provider; back at `returnTo`. */
export const ssoStartUrl = (returnTo: string) =>
  apiUrl('get', '/api/auth/oidc/start', { query: { returnTo } });

export function useAuthSettings() {
  return useQuery({
    queryKey: authKeys.settings,
    queryFn: (): Promise<AuthSettings> => api.get('/api/auth/settings'),
    staleTime: Infinity,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/password-reset/request', { body: { email } }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) => api.post('/api/auth/password-reset/confirm', { body }),
  });
}

/** Remote configuration, fetched at most every 40 s (spec part 1 §4.1). */
export function useRemoteConfig() {
  return useQuery({
    queryKey: remoteConfigKey,
    queryFn: (): Promise<RemoteConfig> => api.get('/api/remote-config'),
    staleTime: REMOTE_CONFIG_REFETCH_MS,
    refetchInterval: REMOTE_CONFIG_REFETCH_MS,
  });
}

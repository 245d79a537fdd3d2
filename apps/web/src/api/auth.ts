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
import { api, ApiError, setCsrfToken } from './client.ts';

export const ME_KEY = ['auth', 'me'] as const;
// Queries that do not depend on who is signed in (the sign-in page itself shows them).
const KEPT_ON_SIGN_IN = new Set(['auth', 'remote-config']);

/** The signed-in session, or null when nobody is signed in. Other failures are errors. */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    const me = await api<MeResponse>('/api/auth/me', { quietSessionLoss: true });
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
  api<null>('/api/auth/language', { method: 'PUT', body: { language } satisfies LanguageChoice });

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: false, staleTime: 5 * 60_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      api<MeResponse>('/api/auth/login', { method: 'POST', body, quietSessionLoss: true }),
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
      api<LogoutResult>('/api/auth/logout', { method: 'POST', quietSessionLoss: true }).catch(
        () => undefined,
      ),
    onSettled: (result) => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      if (result?.endSessionUrl) leavePage.assign(result.endSessionUrl);
    },
  });
}

/** Single sign-on starts at the server, which leads to the identity provider; back at `returnTo`. */
export const ssoStartUrl = (returnTo: string) =>
  `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;

export function useAuthSettings() {
  return useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: () => api<AuthSettings>('/api/auth/settings'),
    staleTime: Infinity,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<void>('/api/auth/password-reset/request', { method: 'POST', body: { email } }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      api<void>('/api/auth/password-reset/confirm', { method: 'POST', body }),
  });
}

/** Remote configuration, fetched at most every 40 s (spec part 1 §4.1). */
export function useRemoteConfig() {
  return useQuery({
    queryKey: ['remote-config'],
    queryFn: () => api<RemoteConfig>('/api/remote-config'),
    staleTime: REMOTE_CONFIG_REFETCH_MS,
    refetchInterval: REMOTE_CONFIG_REFETCH_MS,
  });
}

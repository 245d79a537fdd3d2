import type { Action, Subject } from '@cabildo/domain/access';
import type { MeResponse } from '@cabildo/domain/auth';
import type { Language } from '@cabildo/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ME_KEY, saveLanguage, sessionEventsUrl, useMe } from '../api/auth.ts';
import { onMunicipalityBlocked, onSessionLoss, setCsrfToken } from '../api/client.ts';
import { changeLanguage, currentLanguage, i18next, storedLanguage } from '../i18n/index.ts';
import type { LoginState } from './login-state.ts';

/**
 * Whether the signed-in person may do something, for the route guards. The signed-in area
 * (session.tsx, loaded with the shell) provides it from the permissions; outside it nobody may.
 * Kept apart from the permission library so the sign-in and public pages do not load it.
 */
export const PermissionContext = createContext<(action: Action, subject: Subject) => boolean>(() => false);
export const usePermission = () => useContext(PermissionContext);

// Set when a session ends under the person's feet, so the sign-in page can say so.
let sessionWasLost = false;
export const takeSessionLoss = () => {
  const lost = sessionWasLost;
  sessionWasLost = false;
  return lost;
};

/**
 * Holds the session on every page: the reaction to a 401 (or a municipality blocked) from any
 * request, and the live event stream that ends the page's session when the server revokes it.
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
  const csrfToken = me.data?.csrfToken;

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
    const events = new EventSource(sessionEventsUrl);
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

  // The interface language follows the person: a browser with no choice of its own takes the one
  // chosen last elsewhere; a browser's own choice, and each change, is kept on the server, which
  // writes the person's e-mails, records and exports in it.
  const userId = me.data?.user.id;
  const serverLanguage = me.data?.language ?? null;
  useEffect(() => {
    if (!userId) return;
    const keep = (language: Language) => {
      if (language === serverLanguage) return;
      saveLanguage(language).then(
        () => queryClient.setQueryData<MeResponse | null>(ME_KEY, (old) => old && { ...old, language }),
        () => undefined,
      );
    };
    const stored = storedLanguage();
    if (stored === null && serverLanguage) void changeLanguage(serverLanguage);
    else if (stored !== null) keep(stored);
    const changed = () => keep(currentLanguage());
    i18next.on('languageChanged', changed);
    return () => i18next.off('languageChanged', changed);
  }, [userId, serverLanguage, queryClient]);

  return children;
}

import type { AnsweringForm, CitizenData } from '@cabildo/domain';
import type { RequestOptions } from './client.ts';

/**
 * The citizenOaToken of the portal page open in this tab: its path carries it, the answering
 * calls of citizen-portal mode (opening, saving, a queued resend) send it in a header. Kept in
 * memory, and in this tab's session storage for the saved page after a reload (its 'Ver mis
 * trámites'); a new tab starts again from the portal's link.
 */
let currentToken: string | null = null;
const TAB_TOKEN_KEY = 'cabildo:citizen-portal-token';
/**
 * The domain's CITIZEN_AUTH_SCHEME, spelled here: a value import of the domain's index would bring
 * its schemas into the public answer page's first load (the web test pins the two together).
 */
export const CITIZEN_SCHEME = 'Citizen';
export const setCitizenPortalToken = (token: string | null) => {
  currentToken = token;
  try {
    if (token) sessionStorage.setItem(TAB_TOKEN_KEY, token);
    else sessionStorage.removeItem(TAB_TOKEN_KEY);
  } catch {
    // No session storage (private mode): the token lives as long as the page.
  }
};
export const citizenPortalToken = () => currentToken;
/** The token this tab last opened the portal's pages with, also after a reload (the saved page's list link). */
export function tabCitizenPortalToken(): string | null {
  if (currentToken) return currentToken;
  try {
    return sessionStorage.getItem(TAB_TOKEN_KEY);
  } catch {
    return null;
  }
}
/** The token while a citizen-portal page is open (uploads while answering go through the portal's route then). */
export const activeCitizenToken = () =>
  currentToken && window.location.pathname.startsWith('/ciudadano/') ? currentToken : null;

/**
 * The answer whose revision is open in this tab (/ciudadano/revision/{id}/{token}): its files go up
 * through the revision's own route, not the form's answering one (the form may be closed to new answers).
 */
export const activeRevision = (): string | null =>
  activeCitizenToken()
    ? (/^\/ciudadano\/revision\/([^/]+)\//.exec(window.location.pathname)?.[1] ?? null)
    : null;

/** A request as the citizen: the token's header; a refused token is the page's to show, not a staff sign-in. */
export const citizenRequest = (
  token = currentToken,
): Pick<RequestOptions, 'headers' | 'quietSessionLoss'> => ({
  headers: token ? { authorization: `${CITIZEN_SCHEME} ${token}` } : {},
  quietSessionLoss: true,
});

/** The form opened in citizen-portal mode: the answer screen's data, the registry's citizen and the portal user. */
export type PortalAnsweringForm = AnsweringForm & {
  citizen: CitizenData;
  portalUser: { username: string; firstName: string; lastName: string };
};

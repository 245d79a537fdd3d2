import {
  CITIZEN_AUTH_SCHEME,
  type AnsweringForm,
  type CitizenData,
  type PortalAnswersPage,
} from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from './client.ts';

/**
 * The citizenOaToken of the portal page open in this tab: its path carries it, the answering
 * calls of citizen-portal mode (opening, saving, a queued resend) send it in a header. Kept in
 * memory only; a new visit starts again from the portal's link.
 */
let currentToken: string | null = null;
export const setCitizenPortalToken = (token: string | null) => {
  currentToken = token;
};
export const citizenPortalToken = () => currentToken;

/** A request as the citizen: the token's header; a refused token is the page's to show, not a staff sign-in. */
export const citizenRequest = (token = currentToken): RequestOptions => ({
  headers: token ? { authorization: `${CITIZEN_AUTH_SCHEME} ${token}` } : {},
  quietSessionLoss: true,
});

/** The form opened in citizen-portal mode: the answer screen's data, the registry's citizen and the portal user. */
export type PortalAnsweringForm = AnsweringForm & {
  citizen: CitizenData;
  portalUser: { username: string; firstName: string; lastName: string };
};

/** The citizen's answers sent from the portal, 7 a page. */
export function usePortalAnswers(token: string, page: number) {
  return useQuery({
    queryKey: ['citizen-portal', 'answers', token, page],
    queryFn: () => api<PortalAnswersPage>(`/api/citizen-portal/answers?page=${page}`, citizenRequest(token)),
    placeholderData: keepPreviousData,
  });
}

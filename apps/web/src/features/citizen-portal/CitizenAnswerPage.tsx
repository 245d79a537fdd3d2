import { useState } from 'react';
import { useParams } from 'react-router';
import { useAnsweringForm } from '../../api/answering.ts';
import {
  citizenPortalToken,
  setCitizenPortalToken,
  type PortalAnsweringForm,
} from '../../api/citizenPortal.ts';
import { ApiError } from '../../api/client.ts';
import { AnswerPage } from '../answering/AnswerPage.tsx';
import { CitizenBanner } from './CitizenBanner.tsx';
import { CitizenSessionError, CitizenSessionLoading } from './SessionCards.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('citizen-portal');

/** The token of the page's path, for the calls of citizen-portal mode (set before any of them). */
export function useCitizenToken(): string {
  const { citizenOaToken = '' } = useParams();
  if (citizenPortalToken() !== citizenOaToken) setCitizenPortalToken(citizenOaToken);
  return citizenOaToken;
}

/**
 * /ciudadano/contestar/{id}/{citizenOaToken}: the loading card while the portal vouches for the
 * token, the error card when it does not, then the answer screen in citizen-portal mode with the
 * citizen shown (no citizen step); saving leads to /ciudadano/guardado/{id}/{code}.
 */
export function CitizenAnswerPage() {
  const { id = '' } = useParams();
  const token = useCitizenToken();
  const form = useAnsweringForm(id, 'citizen-portal');
  // Once the portal answered, the answer screen takes over (its own refusals, from the same answer)
  // and this page never goes back to the verifying card, whatever the answer screen asks again.
  const [verified, setVerified] = useState(false);
  if (!form.isPending && !verified) setVerified(true);
  if (form.isPending && !verified) return <CitizenSessionLoading />;
  if (form.error instanceof ApiError && form.error.code === 'CITIZEN_SESSION_INVALID')
    return <CitizenSessionError />;
  const portal = form.data as PortalAnsweringForm | undefined;
  return (
    <>
      {portal && <CitizenBanner form={portal} token={token} />}
      {/* The person's device drafts are theirs, whatever token brought them today. */}
      <AnswerPage mode="citizen-portal" owner={`citizen:${portal?.citizen.id ?? 'unverified'}`} />
    </>
  );
}

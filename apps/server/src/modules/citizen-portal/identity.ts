import type { PortalCitizen } from '@cabildo/domain';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';

/** A token never longer than this reaches the portal (a real OAuth token is far shorter). */
const TOKEN_MAX = 2048;

/**
 * The person a citizen-portal token (citizenOaToken) vouches for, through the citizen portal
 * port; every citizen route starts here and scopes what it reads or writes to this person.
 * An unknown, tampered or expired token, or a portal that cannot answer, is
 * CITIZEN_SESSION_INVALID (401): the citizen re-enters from the portal.
 */
export async function portalCitizenOf(ctx: AppContext, token: string): Promise<PortalCitizen> {
  const trimmed = token.trim();
  let citizen: PortalCitizen | null = null;
  if (trimmed !== '' && trimmed.length <= TOKEN_MAX) {
    try {
      citizen = await ctx.citizenPortal.verifyToken(trimmed);
    } catch {
      citizen = null;
    }
  }
  if (!citizen) {
    throw apiError('CITIZEN_SESSION_INVALID');
  }
  return citizen;
}

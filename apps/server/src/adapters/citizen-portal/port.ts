import type { PortalCitizen } from '@cabildo/domain';

/**
 * The municipality's citizen portal (spec part 2 §7): it vouches for a person by an OAuth-style
 * token (getCitizenLoginWithOaToken: code 200, id, names, dni, username) or by a citizen hash
 * (getCitizenByHash), and issues a token for a person (getCitizenOAToken, for links Cabildo
 * e-mails to a citizen). A token or hash that does not name a person is null; an unreachable
 * portal throws.
 */
export interface CitizenPortal {
  /** getCitizenLoginWithOaToken: the person the token belongs to, or null (unknown, tampered, expired). */
  verifyToken(token: string): Promise<PortalCitizen | null>;
  /** getCitizenByHash: the person the hash names, or null. */
  resolveHash(hash: string): Promise<PortalCitizen | null>;
  /** getCitizenOAToken: a fresh token for the portal's person of this id, or null when the portal has no such person. */
  issueToken(citizenId: string): Promise<string | null>;
}

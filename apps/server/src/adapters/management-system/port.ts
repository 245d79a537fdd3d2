import type { ManagementVerification } from '@cabildo/domain';

export type VerifyUserInput = {
  username: string;
  municipalityManagementId: number | null;
  useCloud: boolean;
};

export type CreateIncidentInput = {
  /** The incident type configured on the form (per state when the form has incident types by state). */
  typeId: string;
  formTitle: string;
  answerCode: string;
  username: string | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * The municipal management system (the spec's MuniCore): verifies and reserves the username of a
 * new user (verifyMuniCoreUser). creates incidents for answers and looks up assets
 * (getIdentifiers, getIdentifierDataById).
 */
export interface ManagementSystem {
  /** Answers like the real system: `{ result: true, error: null }` or `{ result: false, error: '…' }`. Throws when unreachable. */
  verifyUser(input: VerifyUserInput): Promise<ManagementVerification>;
  /** Creates an incident for a saved answer (forms with incidents on); throws when unreachable. */
  createIncident(input: CreateIncidentInput): Promise<{ id: string }>;
}

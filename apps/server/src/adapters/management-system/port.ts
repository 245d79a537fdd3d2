import type { ManagementVerification } from '@cabildo/domain';

export type VerifyUserInput = {
  username: string;
  municipalityManagementId: number | null;
  useCloud: boolean;
};

/**
 * The municipal management system (the spec's MuniCore): verifies and reserves the username of a
 * new user (verifyMuniCoreUser). Later features add incidents and asset lookups here.
 */
export interface ManagementSystem {
  /** Answers like the real system: `{ result: true, error: null }` or `{ result: false, error: '…' }`. Throws when unreachable. */
  verifyUser(input: VerifyUserInput): Promise<ManagementVerification>;
}

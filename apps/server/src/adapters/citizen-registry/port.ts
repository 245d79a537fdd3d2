import type { CitizenData, CitizenKind, NewCitizen } from '@cabildo/domain';

export type CitizenLookup = { municipalityId: string; kind: CitizenKind; number: string };
export type CitizenCreation = NewCitizen & { municipalityId: string };

/** The registry already holds a citizen with that document in that municipality. */
export class CitizenExistsError extends Error {
  constructor() {
    super('citizen exists');
  }
}

/**
 * The citizen registry (the spec's MuniDigital getCitizen / createCitizen): natural persons by
 * document number, legal entities by tax id, per municipality. Numbers arrive normalised (a tax id
 * without dashes). Any other failure is thrown as is; the API answers it as a registry error.
 */
export interface CitizenRegistry {
  lookup(input: CitizenLookup): Promise<CitizenData | null>;
  /** Throws CitizenExistsError when the document is already registered there. */
  create(input: CitizenCreation): Promise<CitizenData>;
}

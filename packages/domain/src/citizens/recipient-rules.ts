import { landsOnHome, type Role } from '../access/roles.ts';
import type { CitizenKind } from './data.ts';
import { lookupNumberProblem, normalizeCuit } from './schemas.ts';

// The recipient search's rules, apart from its API schemas: the page on /home imports these
// without the schemas' imports (the form template's), which would weigh on its first load.

/** Spec part 3 §9: the recipient search table shows 5 answers a page. */
export const RECIPIENT_SEARCH_PAGE_SIZE = 5;

/**
 * Who may search recipients (spec part 3 §2 "Welcome page", §6): the roles that land on /home —
 * supervisor, elevated supervisor, admin and private census taker. Everyone else is sent to /listar
 * and refused by the API.
 */
export const maySearchRecipients = (role: Role | null): boolean => landsOnHome(role);

/** Catalogue keys (web `home` part) of the invalid number, one per document type. */
export const RECIPIENT_SEARCH_ERRORS = {
  natural: 'home.recipientSearch.invalid.natural',
  legal: 'home.recipientSearch.invalid.legal',
} as const;
export type RecipientSearchErrorKey = (typeof RECIPIENT_SEARCH_ERRORS)[CitizenKind];

/** CUIT/RUC: 11 to 14 digits once dashes are dropped (spec part 3 §5). */
const TAX_ID = /^\d{11,14}$/;

/**
 * Why a number cannot be searched for (spec part 3 §5 "Recipient search"), or null when it can:
 * DNI/ID (`natural`) is 6 to 14 letters or digits — the citizen step's lookup rule, so a person
 * registered by a foreign document is found too; CUIT/RUC (`legal`) is 11 to 14 digits, dashes
 * allowed (30-71234567-8). Surrounding spaces never count.
 */
export function recipientNumberProblem(kind: CitizenKind, number: string): RecipientSearchErrorKey | null {
  if (kind === 'natural')
    return lookupNumberProblem('natural', number) === null ? null : RECIPIENT_SEARCH_ERRORS.natural;
  return TAX_ID.test(normalizeCuit(number.trim())) ? null : RECIPIENT_SEARCH_ERRORS.legal;
}

/** The number as answers store it (`citizen_document`): trimmed, a tax id without dashes. */
export const normalizeRecipientNumber = (kind: CitizenKind, number: string): string =>
  kind === 'legal' ? normalizeCuit(number.trim()) : number.trim();

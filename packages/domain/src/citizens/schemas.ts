import { z } from 'zod';
import { CITIZEN_KINDS, type CitizenData, type CitizenKind } from './data.ts';
import { textSchema } from '../text.ts';

/**
 * Catalogue keys of the citizen lookup and creation messages; the `es` catalogue holds the spec's
 * texts word for word (spec part 2 §5 "Citizen lookup and creation").
 */
export const CITIZEN_ERRORS = {
  dniLookupInvalid: 'citizens.errors.dniLookupInvalid',
  cuitInvalid: 'citizens.errors.cuitInvalid',
  firstNameInvalid: 'citizens.errors.firstNameInvalid',
  lastNameInvalid: 'citizens.errors.lastNameInvalid',
  streetInvalid: 'citizens.errors.streetInvalid',
  dniInvalid: 'citizens.errors.dniInvalid',
  emailInvalid: 'citizens.errors.emailInvalid',
  phoneInvalid: 'citizens.errors.phoneInvalid',
  requiredFields: 'citizens.errors.requiredFields',
} as const;
export type CitizenErrorKey = (typeof CITIZEN_ERRORS)[keyof typeof CITIZEN_ERRORS];

export const CITIZEN_TEXT_MAX = 255;
export const CITIZEN_PHONE_DIGITS_MAX = 15;

// Identity documents are letters and digits (DNI, foreign passports); the lookup wants 6 to 14 of
// them, 6 to 11 in Portuguese; a created citizen's document is 1 to 12 (spec part 2 §5, §9).
const LOOKUP_DOCUMENT = /^[A-Za-z0-9]{6,14}$/;
const LOOKUP_DOCUMENT_PT = /^[A-Za-z0-9]{6,11}$/;
const DOCUMENT = /^[A-Za-z0-9]{1,12}$/;
/** CUIT: prefix 20, 23, 27, 30 or 33, then 9 digits, or dashed as XX-12345678-9. */
const CUIT = /^(20|23|27|30|33)(\d{9}|-\d{8}-\d)$/;
/** Letters (accented ones too), digits, spaces, dot, hyphen and apostrophe. */
const NAME = /^[\p{L}\p{M}0-9 .'’-]+$/u;
const PHONE = new RegExp(`^\\+?\\d{1,${CITIZEN_PHONE_DIGITS_MAX}}$`);

/** The tax id as stored and compared: its 11 digits, dashes dropped. */
export const normalizeCuit = (cuit: string): string => cuit.replace(/-/g, '');

/** Why a lookup number cannot be searched, or null when it can. */
export function lookupNumberProblem(
  kind: CitizenKind,
  number: string,
  language?: string,
): CitizenErrorKey | null {
  const value = number.trim();
  if (kind === 'legal') return CUIT.test(value) ? null : CITIZEN_ERRORS.cuitInvalid;
  const pattern = language === 'pt' ? LOOKUP_DOCUMENT_PT : LOOKUP_DOCUMENT;
  return pattern.test(value) ? null : CITIZEN_ERRORS.dniLookupInvalid;
}

/** The number as the registry stores it: trimmed, and a tax id without dashes. */
export const normalizeLookupNumber = (kind: CitizenKind, number: string): string =>
  kind === 'legal' ? normalizeCuit(number.trim()) : number.trim();

const nameField = (message: CitizenErrorKey) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(CITIZEN_TEXT_MAX, { error: message, abort: true })
    .regex(NAME, { error: message });

/** A text that may be left blank (stored as null) but, when given, must pass `valid`. */
const optionalField = (message: CitizenErrorKey, valid: (value: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || valid(value), { error: message })
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

const isEmail = (value: string) => value.length <= CITIZEN_TEXT_MAX && z.email().safeParse(value).success;
const emailField = optionalField(CITIZEN_ERRORS.emailInvalid, isEmail);
const phoneField = optionalField(CITIZEN_ERRORS.phoneInvalid, (value) => PHONE.test(value));
const streetField = optionalField(
  CITIZEN_ERRORS.streetInvalid,
  (value) => value.length <= CITIZEN_TEXT_MAX && NAME.test(value),
);

/** Create a natural person (tipo fisica, DNI). */
export const naturalCitizenSchema = z.object({
  firstName: nameField(CITIZEN_ERRORS.firstNameInvalid),
  lastName: nameField(CITIZEN_ERRORS.lastNameInvalid),
  dni: z
    .string({ error: CITIZEN_ERRORS.dniInvalid })
    .trim()
    .regex(DOCUMENT, { error: CITIZEN_ERRORS.dniInvalid }),
  email: emailField,
  phone: phoneField,
  street: streetField,
});
export type NaturalCitizenInput = z.input<typeof naturalCitizenSchema>;
export type NaturalCitizen = z.output<typeof naturalCitizenSchema>;

/** Create a legal entity (tipo juridica, CUIT): its business name and tax id are required. */
export const legalCitizenSchema = z.object({
  name: z
    .string({ error: CITIZEN_ERRORS.requiredFields })
    .trim()
    .min(1, { error: CITIZEN_ERRORS.requiredFields })
    .max(CITIZEN_TEXT_MAX, { error: CITIZEN_ERRORS.firstNameInvalid })
    .pipe(textSchema),
  cuit: z
    .string({ error: CITIZEN_ERRORS.requiredFields })
    .trim()
    .min(1, { error: CITIZEN_ERRORS.requiredFields, abort: true })
    // Refused here, a tax id could never be found again by the lookup.
    .regex(CUIT, { error: CITIZEN_ERRORS.cuitInvalid })
    .transform(normalizeCuit),
  email: emailField,
  phone: phoneField,
  street: streetField,
});
export type LegalCitizenInput = z.input<typeof legalCitizenSchema>;
export type LegalCitizen = z.output<typeof legalCitizenSchema>;

/** A new citizen of either kind, as checked by the schemas above. */
export type NewCitizen = ({ kind: 'natural' } & NaturalCitizen) | ({ kind: 'legal' } & LegalCitizen);

/**
 * GET /api/citizens/lookup: the registry of the form's municipality. Any language's rule passes
 * here; the browser applies the language's own.
 */
export const citizenLookupQuerySchema = z
  .object({ formId: z.uuid(), kind: z.enum(CITIZEN_KINDS), number: z.string().max(40) })
  .superRefine((lookup, ctx) => {
    const problem = lookupNumberProblem(lookup.kind, lookup.number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
  })
  .transform((lookup) => ({ ...lookup, number: normalizeLookupNumber(lookup.kind, lookup.number) }));
export type CitizenLookupQuery = z.output<typeof citizenLookupQuerySchema>;

/** POST /api/citizens: a new citizen in the registry of the form's municipality. */
export const createCitizenRequestSchema = z.discriminatedUnion('kind', [
  naturalCitizenSchema.extend({ kind: z.literal('natural'), formId: z.uuid() }),
  legalCitizenSchema.extend({ kind: z.literal('legal'), formId: z.uuid() }),
]);
export type CreateCitizenRequest = z.input<typeof createCitizenRequestSchema>;

/** How a citizen is named on screen: a person's full name, or an entity's business name. */
export const citizenDisplayName = (citizen: CitizenData): string =>
  [citizen.firstName, citizen.kind === 'natural' ? citizen.lastName : '']
    .filter((part) => part.trim() !== '')
    .join(' ');

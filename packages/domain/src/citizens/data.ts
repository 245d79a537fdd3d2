import { z } from 'zod';
import { textSchema } from '../text.ts';

/** Document types of the citizen registry (spec part 2 §9): DNI=1, CUIT=11. */
export const CITIZEN_DOCUMENT_TYPES = { dni: 1, cuit: 11 } as const;
export const CITIZEN_KINDS = ['natural', 'legal'] as const;
export type CitizenKind = (typeof CITIZEN_KINDS)[number];

/**
 * The citizen as stored on an answer (datosCiudadano): a natural person by document number (dni)
 * or a legal entity by tax id (cuit), whose name is the business name.
 */
export const citizenDataSchema = z.object({
  id: textSchema.min(1).max(64),
  kind: z.enum(CITIZEN_KINDS).default('natural'),
  dni: textSchema.max(20).nullable().default(null),
  cuit: textSchema.max(20).nullable().default(null),
  firstName: textSchema.max(255),
  lastName: textSchema.max(255).default(''),
  email: textSchema.max(255).nullable().default(null),
  phone: textSchema.max(20).nullable().default(null),
  street: textSchema.max(255).nullable().default(null),
});
export type CitizenData = z.infer<typeof citizenDataSchema>;

/** The number the single-answer rule and the answer filters look at: the dni, else the cuit. */
export const citizenDocumentNumber = (citizen: CitizenData | null): string | null =>
  citizen ? (citizen.dni ?? citizen.cuit) : null;

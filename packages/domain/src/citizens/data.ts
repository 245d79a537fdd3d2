import { z } from 'zod';

/** Document types of the citizen registry (spec part 2 §9): DNI=1, CUIT=11. */
export const CITIZEN_DOCUMENT_TYPES = { dni: 1, cuit: 11 } as const;
export const CITIZEN_KINDS = ['natural', 'legal'] as const;
export type CitizenKind = (typeof CITIZEN_KINDS)[number];

/**
 * The citizen as stored on an answer (datosCiudadano): a natural person by document number (dni)
 * or a legal entity by tax id (cuit), whose name is the business name.
 */
export const citizenDataSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(CITIZEN_KINDS).default('natural'),
  dni: z.string().max(20).nullable().default(null),
  cuit: z.string().max(20).nullable().default(null),
  firstName: z.string().max(255),
  lastName: z.string().max(255).default(''),
  email: z.string().max(255).nullable().default(null),
  phone: z.string().max(20).nullable().default(null),
  street: z.string().max(255).nullable().default(null),
});
export type CitizenData = z.infer<typeof citizenDataSchema>;

/** The number the single-answer rule and the answer filters look at: the dni, else the cuit. */
export const citizenDocumentNumber = (citizen: CitizenData | null): string | null =>
  citizen ? (citizen.dni ?? citizen.cuit) : null;

import { CITIZEN_DOCUMENT_TYPES, type CitizenData, type CitizenKind } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { citizens } from '../../db/schema/index.ts';
import { CitizenExistsError, type CitizenRegistry } from './port.ts';

const documentType = (kind: CitizenKind) =>
  kind === 'legal' ? CITIZEN_DOCUMENT_TYPES.cuit : CITIZEN_DOCUMENT_TYPES.dni;

export function citizenFromRow(row: typeof citizens.$inferSelect): CitizenData {
  const legal = row.kind === 'legal';
  return {
    id: row.id,
    kind: legal ? 'legal' : 'natural',
    dni: legal ? null : row.documentNumber,
    cuit: legal ? row.documentNumber : null,
    firstName: row.firstName,
    lastName: legal ? '' : row.lastName,
    email: row.email,
    phone: row.phone,
    street: row.street,
  };
}

/** Embedded default: the `citizens` table is the registry. */
export function embeddedCitizenRegistry(db: Db): CitizenRegistry {
  return {
    async lookup({ municipalityId, kind, number }) {
      const [row] = await db
        .select()
        .from(citizens)
        .where(
          and(
            eq(citizens.municipalityId, municipalityId),
            eq(citizens.documentType, documentType(kind)),
            eq(citizens.documentNumber, number),
          ),
        )
        .limit(1);
      return row ? citizenFromRow(row) : null;
    },

    async create(input) {
      const [row] = await db
        .insert(citizens)
        .values({
          municipalityId: input.municipalityId,
          kind: input.kind,
          documentType: documentType(input.kind),
          documentNumber: input.kind === 'legal' ? input.cuit : input.dni,
          firstName: input.kind === 'legal' ? input.name : input.firstName,
          lastName: input.kind === 'legal' ? '' : input.lastName,
          email: input.email,
          phone: input.phone,
          street: input.street,
        })
        // The unique index (municipality, document type, number) settles two creations at once.
        .onConflictDoNothing()
        .returning();
      if (!row) throw new CitizenExistsError();
      return citizenFromRow(row);
    },
  };
}

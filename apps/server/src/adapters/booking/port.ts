import type { AgendaList, BookingCodeRequest } from '@cabildo/domain';

/** Which municipality asks: its id in the management system (idMuniCore), else Cabildo's id. */
export type BookingScope = { municipalityId: string };

/**
 * The municipality's booking system (turnero; spec part 2 §7 and part 3 §7). It lists the agendas
 * of a procedure type (getTurneroGroupProcedure, type 2 for appointments) and encrypts what it
 * needs to know of an answer into the code the citizen carries to its authorise address
 * (getTurneroEncryptCode). An unreachable or refusing system throws.
 */
export interface BookingSystem {
  /** getTurneroGroupProcedure: the agendas (groupsProcedure) and the tenant (tenantId, tenantUniqueName). */
  listAgendas(scope: BookingScope): Promise<AgendaList>;
  /** getTurneroEncryptCode: the encrypted code of an answer and the tenant to name beside it. */
  encryptCode(request: BookingCodeRequest): Promise<{ code: string; tenant: string }>;
  /** The booking system's authorise address the citizen is sent to with code, tenant and formData. */
  readonly authorizeUrl: string;
}

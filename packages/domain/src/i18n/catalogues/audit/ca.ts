import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in Catalan (see es.ts). */
export const ca: AuditCatalogue = {
  columns: {
    at: 'Data i hora',
    actorKind: "Tipus d'actor",
    person: 'Persona',
    email: 'Correu electrònic',
    address: 'Adreça (emmascarada)',
    action: 'Acció',
    subject: 'Objecte',
    subjectId: 'Identificador',
    answerCode: 'Codi de resposta',
    form: 'Formulari',
    municipality: 'Municipi',
    changedFields: 'Camps modificats',
    requestId: 'Sol·licitud',
    ip: 'IP',
  },
  actorKinds: {
    user: 'Usuari',
    citizen: 'Ciutadà',
    anonymous: 'Anònim',
  },
  fileName: 'auditoria',
};

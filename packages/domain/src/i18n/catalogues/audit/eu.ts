import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in Basque (see es.ts). */
export const eu: AuditCatalogue = {
  columns: {
    at: 'Data eta ordua',
    actorKind: 'Eragile mota',
    person: 'Pertsona',
    email: 'Helbide elektronikoa',
    address: 'Helbidea (ezkutatua)',
    action: 'Ekintza',
    subject: 'Objektua',
    subjectId: 'Identifikatzailea',
    answerCode: 'Erantzunaren kodea',
    form: 'Inprimakia',
    municipality: 'Udalerria',
    changedFields: 'Aldatutako eremuak',
    requestId: 'Eskaera',
    ip: 'IP',
  },
  actorKinds: {
    user: 'Erabiltzailea',
    citizen: 'Herritarra',
    anonymous: 'Anonimoa',
  },
  fileName: 'auditoria',
};

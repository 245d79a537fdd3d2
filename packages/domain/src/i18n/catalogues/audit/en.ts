import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in English (see es.ts). */
export const en: AuditCatalogue = {
  columns: {
    at: 'Date and time',
    actorKind: 'Actor type',
    person: 'Person',
    email: 'Email',
    address: 'Address (masked)',
    action: 'Action',
    subject: 'Subject',
    subjectId: 'Identifier',
    answerCode: 'Answer code',
    form: 'Form',
    municipality: 'Municipality',
    changedFields: 'Changed fields',
    requestId: 'Request',
    ip: 'IP',
  },
  actorKinds: {
    user: 'User',
    citizen: 'Citizen',
    anonymous: 'Anonymous',
  },
  fileName: 'audit',
};

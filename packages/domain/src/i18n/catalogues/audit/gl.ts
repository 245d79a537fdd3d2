import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in Galician (see es.ts). */
export const gl: AuditCatalogue = {
  columns: {
    at: 'Data e hora',
    actorKind: 'Tipo de actor',
    person: 'Persoa',
    email: 'Correo electrónico',
    address: 'Enderezo (enmascarado)',
    action: 'Acción',
    subject: 'Obxecto',
    subjectId: 'Identificador',
    answerCode: 'Código de resposta',
    form: 'Formulario',
    municipality: 'Concello',
    changedFields: 'Campos modificados',
    requestId: 'Solicitude',
    ip: 'IP',
  },
  actorKinds: {
    user: 'Usuario',
    citizen: 'Cidadán',
    anonymous: 'Anónimo',
  },
  fileName: 'auditoria',
};

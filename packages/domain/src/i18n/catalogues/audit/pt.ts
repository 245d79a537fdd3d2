import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in Portuguese (see es.ts). */
export const pt: AuditCatalogue = {
  columns: {
    at: 'Data e hora',
    actorKind: 'Tipo de ator',
    person: 'Pessoa',
    email: 'E-mail',
    address: 'Endereço (mascarado)',
    action: 'Ação',
    subject: 'Objeto',
    subjectId: 'Identificador',
    answerCode: 'Código da resposta',
    form: 'Formulário',
    municipality: 'Município',
    changedFields: 'Campos alterados',
    requestId: 'Pedido',
    ip: 'IP',
  },
  actorKinds: {
    user: 'Utilizador',
    citizen: 'Cidadão',
    anonymous: 'Anónimo',
  },
  fileName: 'auditoria',
};

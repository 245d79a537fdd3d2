/**
 * The audit trail's CSV export (issue 31, apps/server/src/modules/audit/csv.ts), in Spanish: the
 * column headers and the kinds of actor. Read by the server's i18next instance (apps/server/src/i18n.ts).
 */
export const es = {
  columns: {
    at: 'Fecha y hora',
    actorKind: 'Tipo de actor',
    person: 'Persona',
    email: 'Correo electrónico',
    address: 'Dirección (enmascarada)',
    action: 'Acción',
    subject: 'Objeto',
    subjectId: 'Identificador',
    answerCode: 'Código de respuesta',
    form: 'Formulario',
    municipality: 'Municipio',
    changedFields: 'Campos modificados',
    requestId: 'Solicitud',
    ip: 'IP',
  },
  actorKinds: {
    user: 'Usuario',
    citizen: 'Ciudadano',
    anonymous: 'Anónimo',
  },
  fileName: 'auditoria',
};
export type AuditCatalogue = typeof es;

/**
 * The product roles' names in English: the web's role labels and the names a users import accepts
 * (one source for both; the other languages' files have the same keys).
 */
export const rolesEn = {
  ROLE_ADMIN: 'Administrator',
  ROLE_SUPERVISOR_ELEVADO: 'Senior supervisor',
  ROLE_SUPERVISOR: 'Supervisor',
  ROLE_SUPERVISOR_CORRECTOR: 'Supervisor (corrector)',
  ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor (duplicator)',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor (corrector and duplicator)',
  ROLE_GENERADOR: 'Form builder',
  ROLE_CENSISTA_PRIVADO: 'Private census taker',
  ROLE_GENERADOR_RESPUESTAS: 'Answer generator',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Answer generator and corrector',
  ROLE_INSPECTOR: 'Inspector',
  ROLE_INSPECTOR_ELEVADO: 'Senior inspector',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Senior inspector (corrector)',
  ROLE_INSPECTOR_ACTAS: 'Records inspector',
};

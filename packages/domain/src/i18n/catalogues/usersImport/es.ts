/**
 * The users import's texts (issue 29 item 5), in Spanish: the column headers (the template's and the
 * names a header row may use, in any language), the role names a row may give (the web's, word for
 * word: apps/web/test checks), each row problem, the summary CSV. Read by the server's i18next
 * instance (apps/server/src/i18n.ts).
 */
export const es = {
  columns: {
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    role: 'Rol',
    areas: 'Áreas',
    username: 'Usuario',
    inspectorId: 'Legajo',
    language: 'Idioma',
  },
  roles: {
    ROLE_ADMIN: 'Administrador',
    ROLE_SUPERVISOR_ELEVADO: 'Supervisor elevado',
    ROLE_SUPERVISOR: 'Supervisor',
    ROLE_SUPERVISOR_CORRECTOR: 'Supervisor corrector',
    ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor duplicador',
    ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor corrector y duplicador',
    ROLE_GENERADOR: 'Generador de formularios',
    ROLE_CENSISTA_PRIVADO: 'Censista privado',
    ROLE_GENERADOR_RESPUESTAS: 'Generador de respuestas',
    ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Generador y corrector de respuestas',
    ROLE_INSPECTOR: 'Inspector',
    ROLE_INSPECTOR_ELEVADO: 'Inspector elevado',
    ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Inspector elevado corrector',
    ROLE_INSPECTOR_ACTAS: 'Inspector de actas',
  },
  problems: {
    REQUIRED: 'Se deben completar todos los campos requeridos.',
    EMAIL_INVALID: 'Ingrese un correo electrónico válido.',
    TOO_LONG: 'El valor es demasiado largo.',
    INVALID: 'El valor no es válido.',
    ROLE_UNKNOWN: 'No existe el rol «{{value}}».',
    ROLE_NOT_ALLOWED: 'No puede asignar el rol «{{value}}».',
    AREA_UNKNOWN: 'El municipio no tiene el área «{{value}}».',
    LANGUAGE_UNKNOWN: 'El idioma «{{value}}» no es válido (es, en, ca, pt, gl, eu, es-419, ja).',
    DUPLICATE_IN_FILE: 'Repite el valor de la fila {{first}}.',
    EMAIL_EXISTS: 'Ya existe un usuario con este correo electrónico.',
    USERNAME_EXISTS: 'Ya existe un usuario con el nombre ingresado.',
    INSPECTOR_ID_EXISTS: 'Otro usuario del municipio tiene este legajo.',
    USERNAME_INVALID: 'El nombre de usuario no es válido.',
    MANAGEMENT_SYSTEM_ERROR: 'Ocurrió un error al comunicarse con la plataforma digital.',
  },
  outcomes: {
    created: 'Creado',
    skipped: 'Omitido',
    failed: 'Falló',
  },
  summary: {
    row: 'Fila',
    email: 'Correo electrónico',
    outcome: 'Resultado',
    reason: 'Motivo',
    fileName: 'importacion-usuarios.csv',
  },
  template: {
    fileName: 'plantilla-usuarios',
    firstName: 'Ana',
    lastName: 'Pérez',
    inspectorId: '1234',
  },
};
export type UsersImportCatalogue = typeof es;

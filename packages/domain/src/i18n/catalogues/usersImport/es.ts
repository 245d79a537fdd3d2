import { rolesEs } from '../roles/es.ts';

/**
 * The users import's texts (issue 29 item 5), in Spanish: the column headers (the template's and the
 * names a header row may use, in any language), the role names a row may give (the web's own, from catalogues/roles), each row problem, the summary CSV. Read by the server's i18next
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
  roles: rolesEs,
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

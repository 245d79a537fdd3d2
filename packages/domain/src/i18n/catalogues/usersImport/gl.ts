import { rolesGl } from '../roles/gl.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in Galician (see es.ts). */
export const gl: UsersImportCatalogue = {
  columns: {
    email: 'Correo electrónico',
    firstName: 'Nome',
    lastName: 'Apelido',
    role: 'Rol',
    areas: 'Áreas',
    username: 'Usuario',
    inspectorId: 'Número de persoal',
    language: 'Idioma',
  },
  roles: rolesGl,
  problems: {
    REQUIRED: 'Débense completar todos os campos obrigatorios.',
    EMAIL_INVALID: 'Introduza un correo electrónico válido.',
    TOO_LONG: 'O valor é demasiado longo.',
    INVALID: 'O valor non é válido.',
    ROLE_UNKNOWN: 'Non existe o rol «{{value}}».',
    ROLE_NOT_ALLOWED: 'Non pode asignar o rol «{{value}}».',
    AREA_UNKNOWN: 'O concello non ten a área «{{value}}».',
    LANGUAGE_UNKNOWN: 'O idioma «{{value}}» non é válido (es, en, ca, pt, gl, eu, es-419, ja).',
    DUPLICATE_IN_FILE: 'Repite o valor da fila {{first}}.',
    EMAIL_EXISTS: 'Xa existe un usuario con este correo electrónico.',
    USERNAME_EXISTS: 'Xa existe un usuario co nome introducido.',
    INSPECTOR_ID_EXISTS: 'Outro usuario do concello ten este número de persoal.',
    USERNAME_INVALID: 'O nome de usuario non é válido.',
    MANAGEMENT_SYSTEM_ERROR: 'Produciuse un erro ao comunicarse coa plataforma dixital.',
  },
  outcomes: {
    created: 'Creado',
    skipped: 'Omitido',
    failed: 'Fallou',
  },
  summary: {
    row: 'Fila',
    email: 'Correo electrónico',
    outcome: 'Resultado',
    reason: 'Motivo',
    fileName: 'importacion-usuarios.csv',
  },
  template: {
    fileName: 'modelo-usuarios',
    firstName: 'Ana',
    lastName: 'Castro',
    inspectorId: '1234',
  },
};

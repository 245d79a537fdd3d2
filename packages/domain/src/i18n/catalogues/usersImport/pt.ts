import { rolesPt } from '../roles/pt.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in Portuguese (see es.ts). */
export const pt: UsersImportCatalogue = {
  columns: {
    email: 'E-mail',
    firstName: 'Nome',
    lastName: 'Apelido',
    role: 'Função',
    areas: 'Áreas',
    username: 'Utilizador',
    inspectorId: 'Número de funcionário',
    language: 'Idioma',
  },
  roles: rolesPt,
  problems: {
    REQUIRED: 'Todos os campos obrigatórios devem ser preenchidos.',
    EMAIL_INVALID: 'Introduza um e-mail válido.',
    TOO_LONG: 'O valor é demasiado longo.',
    INVALID: 'O valor não é válido.',
    ROLE_UNKNOWN: 'Não existe a função «{{value}}».',
    ROLE_NOT_ALLOWED: 'Não pode atribuir a função «{{value}}».',
    AREA_UNKNOWN: 'O município não tem a área «{{value}}».',
    LANGUAGE_UNKNOWN: 'O idioma «{{value}}» não é válido (es, en, ca, pt, gl, eu, es-419, ja).',
    DUPLICATE_IN_FILE: 'Repete o valor da linha {{first}}.',
    EMAIL_EXISTS: 'Já existe um utilizador com este e-mail.',
    USERNAME_EXISTS: 'Já existe um utilizador com o nome introduzido.',
    INSPECTOR_ID_EXISTS: 'Outro utilizador do município tem este número de funcionário.',
    USERNAME_INVALID: 'O nome de utilizador não é válido.',
    MANAGEMENT_SYSTEM_ERROR: 'Ocorreu um erro ao comunicar com a plataforma digital.',
  },
  outcomes: {
    created: 'Criado',
    skipped: 'Ignorado',
    failed: 'Falhou',
  },
  summary: {
    row: 'Linha',
    email: 'E-mail',
    outcome: 'Resultado',
    reason: 'Motivo',
    fileName: 'importacao-utilizadores.csv',
  },
  template: {
    fileName: 'modelo-utilizadores',
    firstName: 'Ana',
    lastName: 'Silva',
    inspectorId: '1234',
  },
};

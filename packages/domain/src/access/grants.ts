import type { Action, Role, Subject } from './roles.ts';

/** What each role may do, as the spec's table of part 1 §6 states it. */
export type Grant = { actions: readonly Action[]; subjects: readonly Subject[] };

const FORM_VERBS = ['create', 'read', 'update', 'delete'] as const;
const ALL_VERBS = ['create', 'read', 'update', 'delete', 'correct', 'duplicate'] as const;
const FORM_SUBJECTS = ['formulario', 'estadistica_formulario'] as const;
const CONTENT_SUBJECTS = ['formulario', 'respuesta', 'estadistica_formulario'] as const;

export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  ROLE_ADMIN: [
    { actions: ['manage'], subjects: ['usuario', 'usuario_municipio', 'solicitud-usuario'] },
    { actions: ALL_VERBS, subjects: CONTENT_SUBJECTS },
  ],
  ROLE_SUPERVISOR_ELEVADO: [
    { actions: ['manage'], subjects: ['usuario_municipio'] },
    { actions: ALL_VERBS, subjects: CONTENT_SUBJECTS },
  ],
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: [
    { actions: [...FORM_VERBS, 'duplicate'], subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR_CORRECTOR: [
    { actions: FORM_VERBS, subjects: FORM_SUBJECTS },
    { actions: ['duplicate'], subjects: ['estadistica_formulario'] },
    { actions: ['create', 'read', 'complete', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR_DUPLICADOR: [
    { actions: [...FORM_VERBS, 'duplicate'], subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR: [
    { actions: FORM_VERBS, subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_CENSISTA_PRIVADO: [
    { actions: ['read'], subjects: ['formulario'] },
    {
      actions: ['create', 'read', 'update', 'correct', 'delete'],
      subjects: ['respuesta', 'estadistica_formulario'],
    },
  ],
  ROLE_GENERADOR_RESPUESTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read'], subjects: ['respuesta'] },
  ],
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'update', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_GENERADOR: [{ actions: FORM_VERBS, subjects: ['formulario'] }],
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR_ELEVADO: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR_ACTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read'], subjects: ['respuesta'] },
  ],
};

/**
 * Where each role reaches (REACH_SUBJECTS), the rules the server and the web ask instead of naming
 * roles. `everywhere`: every municipality and its settings (merchant, webhooks, import template),
 * every area, the product-wide statistics, the system (metrics, API docs), and the admin's users.
 * `own`: the own municipality and the own areas, and never a user with an `everywhere` role.
 */
export type Reach = 'everywhere' | 'own';
export const ROLE_REACH: Record<Role, Reach> = {
  ROLE_ADMIN: 'everywhere',
  ROLE_SUPERVISOR_ELEVADO: 'own',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'own',
  ROLE_SUPERVISOR_CORRECTOR: 'own',
  ROLE_SUPERVISOR_DUPLICADOR: 'own',
  ROLE_SUPERVISOR: 'own',
  ROLE_CENSISTA_PRIVADO: 'own',
  ROLE_GENERADOR_RESPUESTAS: 'own',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'own',
  ROLE_GENERADOR: 'own',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'own',
  ROLE_INSPECTOR_ELEVADO: 'own',
  ROLE_INSPECTOR: 'own',
  ROLE_INSPECTOR_ACTAS: 'own',
};

/**
 * Roles whose answer rules span the whole own municipality rather than the own areas (spec part 1
 * §6: the elevated supervisor); an `everywhere` role is bound by nothing.
 */
export const MUNICIPALITY_WIDE_ROLES: readonly Role[] = ['ROLE_SUPERVISOR_ELEVADO'];

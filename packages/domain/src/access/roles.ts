/** The product roles (spec part 1 §6). A user has exactly one; only the first of a list counts. */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_SUPERVISOR_ELEVADO',
  'ROLE_SUPERVISOR',
  'ROLE_SUPERVISOR_CORRECTOR',
  'ROLE_SUPERVISOR_DUPLICADOR',
  'ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR',
  'ROLE_GENERADOR',
  'ROLE_CENSISTA_PRIVADO',
  'ROLE_GENERADOR_RESPUESTAS',
  'ROLE_GENERADOR_CORRECTOR_RESPUESTAS',
  'ROLE_INSPECTOR',
  'ROLE_INSPECTOR_ELEVADO',
  'ROLE_INSPECTOR_ELEVADO_CORRECTOR',
  'ROLE_INSPECTOR_ACTAS',
] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'manage',
  'create',
  'read',
  'update',
  'complete',
  'delete',
  'correct',
  'duplicate',
] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'formulario',
  'respuesta',
  'usuario_municipio',
  'estadistica_formulario',
  'usuario',
  'solicitud-usuario',
] as const;
/**
 * Where a person reaches, beyond the spec's table (grants.ts, REACH_GRANTS): a municipality and its
 * settings, an area to work in, the product-wide statistics, the system (metrics, API docs).
 */
export const REACH_SUBJECTS = ['municipio', 'area', 'estadistica_general', 'sistema'] as const;
/**
 * Features some roles have (ability.ts): the recipient search of /home, the public/private switch of
 * forms, the audit trail (/auditoria: read it, `manage` also verifies its chain).
 */
export const FEATURE_SUBJECTS = ['destinatario', 'alcance_formulario', 'auditoria'] as const;
export type Subject =
  (typeof SUBJECTS)[number] | (typeof REACH_SUBJECTS)[number] | (typeof FEATURE_SUBJECTS)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The role that sets permissions: the first one in the list, if it is a known role. */
export function primaryRole(roles: readonly string[]): Role | null {
  const first = roles[0];
  return first !== undefined && isRole(first) ? first : null;
}

/** Roles that act only on answers they created (spec part 1 §6, part 3 §6). */
export const OWN_ANSWERS_ONLY_ROLES: readonly Role[] = [
  'ROLE_CENSISTA_PRIVADO',
  'ROLE_INSPECTOR',
  'ROLE_INSPECTOR_ELEVADO',
  'ROLE_INSPECTOR_ELEVADO_CORRECTOR',
];

/** Roles whose landing page is /home; every other role is sent to /listar (spec part 1 §2.4). */
export const HOME_ROLES: readonly Role[] = [
  'ROLE_SUPERVISOR',
  'ROLE_SUPERVISOR_ELEVADO',
  'ROLE_ADMIN',
  'ROLE_CENSISTA_PRIVADO',
];

/** Roles that see the public/private switch and the scope column of the form list. */
export const SCOPE_SWITCH_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_SUPERVISOR_ELEVADO',
  'ROLE_GENERADOR',
];

/** Inspector roles show the 'Legajo' (staff file number) field. */
export const INSPECTOR_ROLES: readonly Role[] = [
  'ROLE_INSPECTOR',
  'ROLE_INSPECTOR_ELEVADO',
  'ROLE_INSPECTOR_ELEVADO_CORRECTOR',
  'ROLE_INSPECTOR_ACTAS',
];

export const isOwnAnswersOnly = (role: Role | null): boolean =>
  role !== null && OWN_ANSWERS_ONLY_ROLES.includes(role);
export const landsOnHome = (role: Role | null): boolean => role !== null && HOME_ROLES.includes(role);
export const seesScopeSwitch = (role: Role | null): boolean =>
  role !== null && SCOPE_SWITCH_ROLES.includes(role);
export const isInspectorRole = (role: Role | null): boolean =>
  role !== null && INSPECTOR_ROLES.includes(role);

/** A role's key without its prefix: ROLE_INSPECTOR -> INSPECTOR (what a users import may write). */
export const roleCode = (role: Role): string => role.replace(/^ROLE_/, '');

/** The role of the first administrator (`create-admin`, the first start's administrator). */
export const FIRST_ADMIN_ROLE: Role = 'ROLE_ADMIN';

/** Demo e-mail local part of a role: ROLE_SUPERVISOR_ELEVADO -> supervisor-elevado. */
export function roleSlug(role: Role): string {
  return role
    .replace(/^ROLE_/, '')
    .toLowerCase()
    .replace(/_/g, '-');
}

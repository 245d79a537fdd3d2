import type { Action, AppAbility, Subject } from '@cabildo/domain';
import type { Catalogue } from '../../i18n/en.ts';

export type NavLink = {
  to: string;
  label: keyof Catalogue['shell']['links'];
  action: Action;
  subject: Subject;
};

/**
 * The three administration links of spec part 1 §2.3, webhooks (issue 18), the background jobs
 * (issue 20, the admin only) and the audit trail (issue 31), each shown only by permission.
 */
export const ADMIN_LINKS: NavLink[] = [
  { to: '/usuarios', label: 'users', action: 'manage', subject: 'usuario_municipio' },
  { to: '/areas', label: 'areas', action: 'manage', subject: 'usuario_municipio' },
  { to: '/municipios', label: 'municipalities', action: 'manage', subject: 'usuario' },
  { to: '/webhooks', label: 'webhooks', action: 'manage', subject: 'usuario_municipio' },
  { to: '/jobs', label: 'jobs', action: 'manage', subject: 'usuario' },
  { to: '/auditoria', label: 'audit', action: 'read', subject: 'auditoria' },
];

export const allowedLinks = (ability: AppAbility, links: NavLink[]) =>
  links.filter((link) => ability.can(link.action, link.subject));

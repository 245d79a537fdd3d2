import { subject } from '@casl/ability';
import type { AppAbility } from '../access/ability.ts';

/**
 * Who registers webhooks of a municipality: whoever administers its users and areas (`manage
 * usuario_municipio`) — an administrator for any municipality, an elevated supervisor for the own
 * one. Every other role is refused.
 */
export const mayManageWebhooks = (ability: AppAbility, municipalityId: string): boolean =>
  ability.can('manage', subject('usuario_municipio', { municipalityId }));

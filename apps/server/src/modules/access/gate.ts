import type { Action, AppAbility, Subject } from '@cabildo/domain';
import type { ForcedSubject } from '@casl/ability';
import { apiError } from '../../http/errors.ts';

/** Who asks: whatever carries the person's ability (the signed-in AuthContext). */
export type Asker = { ability: AppAbility };
/** A subject name (may the person ever…?) or a record tagged with `subject(name, record)`. */
export type AccessTarget = Subject | ForcedSubject<Subject>;

/** Whether the person may do `action` (any one of them, for a list) on `target`. */
export function mayAccess(
  auth: Asker | null,
  action: Action | readonly Action[],
  target: AccessTarget,
): boolean {
  if (!auth) return false;
  const actions: readonly Action[] = typeof action === 'string' ? [action] : action;
  return actions.some((one) => auth.ability.can(one, target));
}

/**
 * The one access gate (docs/decisions.md, "Access"): the first line of every service entry point
 * and route guard. Throws the 403 FORBIDDEN every refusal by the rules answers with; what does not
 * exist is the caller's 404, decided before (answer-access/ loads records and then asks here).
 */
export function requireAccess(
  auth: Asker | null,
  action: Action | readonly Action[],
  target: AccessTarget,
): void {
  if (!mayAccess(auth, action, target)) throw apiError('FORBIDDEN');
}

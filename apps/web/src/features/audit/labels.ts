import type { AuditEvent } from '@cabildo/domain';
import type { TFunction } from 'i18next';
import type { Catalogue } from '../../i18n/en.ts';

type ActionKey = keyof Catalogue['audit']['actions'];
type SubjectKey = keyof Catalogue['audit']['subjects'];

/** The catalogue key of an action ('citizen.lookup' → citizen_lookup: a dot would nest the key). */
const actionKey = (action: string) => action.replace(/\./g, '_');

/** The actions the filter offers (the trail may hold others; they show by their code). */
export const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'soft-delete',
  'disable',
  'enable',
  'duplicate',
  'scope',
  'sign-out-everywhere',
  'password-change',
  'password-reset',
  'citizen.lookup',
  'citizen.create',
  'recipient.search',
  'retry',
  'logo.upload',
  'logo.delete',
  'download-record',
  'email',
  'status.lookup',
  'record.lookup',
  'notification',
  'cancel',
  'pay',
  'answer.state',
  'answer.request-changes',
  'answer.delete',
  'answer.correct',
  'answer.complete',
  'answer.citizen-revision',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate-secret',
  'webhook.redeliver',
  'audit.export',
] as const;

/** An action's name in the reader's language; its code when the catalogue does not know it. */
export function actionLabel(t: TFunction, action: string): string {
  const key = actionKey(action);
  return t(`audit.actions.${key as ActionKey}`, { defaultValue: action });
}

export function subjectLabel(t: TFunction, subject: string): string {
  return t(`audit.subjects.${subject as SubjectKey}`, { defaultValue: subject });
}

/** Who acted: a user's name (or e-mail), else the kind of actor with the masked address. */
export function actorLabel(t: TFunction, event: AuditEvent): string {
  if (event.actor.kind === 'user') return event.actor.name ?? event.actor.email ?? t('audit.actorKinds.user');
  const kind = t(`audit.actorKinds.${event.actor.kind}`);
  return event.actor.address ? `${kind} · ${event.actor.address}` : kind;
}

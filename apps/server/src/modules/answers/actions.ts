import {
  answerActions,
  type AnswerActionFacts,
  type AnswerActions,
  type AnswerPermissions,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { answers, forms } from '../../db/schema/index.ts';
import { answerSubject, type AnswerAccessRow } from '../answer-access/index.ts';
import type { AuthContext } from '../auth/index.ts';

/** Whether an answer carries a signature image (spec: digital-signature answers). */
export const signedAnswer = sql<boolean>`jsonb_path_exists(${answers.document}, '$.signatures[*] ? (@.file != null)')`;
/** The form option, as the form is set now, that keeps signed answers' signatures editable and the answers deletable. */
export const signatureEditable = sql<boolean>`coalesce((${forms.template}->'options'->>'signatureEditableAnswer')::boolean, false)`;

/** What this person's abilities allow on the answer's record. */
export function permissionsOn(auth: AuthContext, row: AnswerAccessRow): AnswerPermissions {
  const record = answerSubject(row);
  const { ability } = auth;
  return {
    read: ability.can('read', record),
    update: ability.can('update', record),
    complete: ability.can('complete', record),
    correct: ability.can('correct', record),
    delete: ability.can('delete', record),
  };
}

/**
 * The actions on one answer for this person (`answerActions`, the domain's one rule): the answer
 * view, the answers list and the own answers all offer these, and the routes refuse the rest.
 */
export const actionsOn = (auth: AuthContext, row: AnswerAccessRow, facts: AnswerActionFacts): AnswerActions =>
  answerActions(permissionsOn(auth, row), facts);

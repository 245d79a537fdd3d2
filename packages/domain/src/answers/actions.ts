import type { SignatureDefinition } from '../forms/template.ts';
import type { AnswerDocument, SignatureImage } from './document.ts';
import type { StructureProblem } from './structure.ts';
import { answerUndeletable, type DeletionFacts } from './view.ts';

/**
 * Signatures and staff editing (spec part 2 §5 "Signatures while answering", part 3 §2 "Edit
 * answer", §4 "Answer deletion"), decided per signature block, not per answer:
 * - a block a citizen signs is disabled for staff editing, signed or blank, whatever the form says;
 * - a staff block left blank may be signed by anyone completing the answer;
 * - a staff block already signed stays as it is, unless the form keeps signatures editable
 *   (signatureEditableAnswer): then anyone with edit permission may sign it again or clear it.
 * A signature never locks the answers themselves: a correction is recorded beside the original (the
 * signed answers stay as they were) and a completion only fills what was left blank. Deletion is the
 * one thing a signature stops for the whole answer (`answerUndeletable`).
 */
export function signatureBlockLocked(
  definition: Pick<SignatureDefinition, 'signatory'>,
  stored: Pick<SignatureImage, 'file'> | undefined,
  signatureEditable: boolean,
): boolean {
  if (definition.signatory === 'citizen') return true;
  return stored?.file != null && !signatureEditable;
}

const sameSignature = (a: SignatureImage | undefined, b: SignatureImage | undefined) =>
  (a?.file?.id ?? null) === (b?.file?.id ?? null) && (a?.signatoryName ?? '') === (b?.signatoryName ?? '');

/**
 * Where the signatures sent with a completion change a block staff may not change
 * (`signatureBlockLocked`, decided on the stored signatures); null when every change is allowed.
 */
export function signatureEditProblem(
  definitions: SignatureDefinition[],
  stored: SignatureImage[],
  sent: SignatureImage[],
  signatureEditable: boolean,
): StructureProblem | null {
  for (const definition of definitions) {
    const before = stored.find((signature) => signature.index === definition.index);
    const after = sent.find((signature) => signature.index === definition.index);
    if (sameSignature(before, after) || !signatureBlockLocked(definition, before, signatureEditable))
      continue;
    return {
      path: `/signatures/${definition.index}`,
      reason:
        definition.signatory === 'citizen' ? 'a citizen signs this block' : 'the signature is already signed',
    };
  }
  return null;
}

/** What the person's permissions on the answer's record allow (CASL checks the caller makes). */
export type AnswerPermissions = {
  read: boolean;
  update: boolean;
  complete: boolean;
  correct: boolean;
  delete: boolean;
};

/** The answer facts the actions depend on besides permissions. */
export type AnswerActionFacts = DeletionFacts & {
  /** The answer has workflow states (estados). */
  hasState: boolean;
};

/** What a person may do with one answer: the view, the list's row and the own-answers row all show these. */
export type AnswerActions = {
  view: boolean;
  /** Correction (/correctForm/{id}). */
  correct: boolean;
  /** Edit answer, 'complete unanswered questions' (/respuestas/actualizar/{id}). */
  complete: boolean;
  changeState: boolean;
  delete: boolean;
};

/**
 * The one rule for every screen that offers actions on an answer, the same the routes apply:
 * correct with `correct`; complete unanswered questions and change the state with `update` or
 * `complete` (the state only when the answer has states); delete with `delete` on a deletable
 * answer. Every action needs reading the answer first. Signatures lock no action but deletion
 * (see `signatureBlockLocked`).
 */
export function answerActions(can: AnswerPermissions, facts: AnswerActionFacts): AnswerActions {
  if (!can.read) return { view: false, correct: false, complete: false, changeState: false, delete: false };
  const completes = can.update || can.complete;
  return {
    view: true,
    correct: can.correct,
    complete: completes,
    changeState: completes && facts.hasState,
    delete: can.delete && !answerUndeletable(facts),
  };
}

/** The action facts of a stored answer; `signatureEditable` is the form's option as set now. */
export const answerFactsOf = (document: AnswerDocument, signatureEditable: boolean): AnswerActionFacts => ({
  mode: document.mode,
  paymentOrderId: document.paymentOrderId,
  signed: document.signatures.some((signature) => signature.file !== null),
  signatureEditable,
  hasState: document.state !== null,
});

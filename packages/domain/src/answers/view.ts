import type { AnswerDocument } from './document.ts';

/** What decides whether an answer may be deleted at all (spec part 3 §4 "Answer deletion"). */
export type DeletionFacts = {
  mode: string | null;
  paymentOrderId: string | null;
  /** The answer carries a signature image (a digital-signature answer). */
  signed: boolean;
  /** The form's option signatureEditableAnswer, as the form is set now. */
  signatureEditable: boolean;
};

/**
 * Answers no one may delete: citizen-portal answers, payment answers, and signed answers unless
 * the form keeps signatures editable. The server refuses them; no screen offers the action.
 */
export const answerUndeletable = (facts: DeletionFacts): boolean =>
  facts.mode === 'citizen-portal' ||
  facts.paymentOrderId !== null ||
  (facts.signed && !facts.signatureEditable);

export const ANSWER_BADGES = ['inReview', 'toCorrect', 'approved'] as const;
export type AnswerBadge = (typeof ANSWER_BADGES)[number];

/**
 * The answer badge (spec part 3 §4 "Answer badge"), only on forms with both citizen association and
 * incidents: 'En revisión' while the last request for changes waits for the citizen, 'A corregir'
 * when it names items to fix (answers, images, documents), otherwise 'Aprobado' — an answer with no
 * request at all included (docs/decisions.md, "Citizens (issue 16)").
 */
export function answerBadge(document: {
  template: {
    options: Pick<AnswerDocument['template']['options'], 'citizenAssociationFromCitizenPortal' | 'incidents'>;
  };
  requestsForChanges: Pick<
    AnswerDocument['requestsForChanges'][number],
    'needsCompletion' | 'changesRequested'
  >[];
}): AnswerBadge | null {
  const { options } = document.template;
  if (!options.citizenAssociationFromCitizenPortal || !options.incidents) return null;
  const last = document.requestsForChanges.at(-1);
  if (!last) return 'approved';
  if (last.needsCompletion) return 'inReview';
  const { answers, images, documents } = last.changesRequested;
  return answers.length + images.length + documents.length > 0 ? 'toCorrect' : 'approved';
}

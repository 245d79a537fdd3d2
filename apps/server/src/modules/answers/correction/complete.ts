import {
  answerProblems,
  signatureEditProblem,
  signatureProblems,
  structureProblem,
  type AnswerCompletion,
  type AnswerUpdated,
} from '@cabildo/domain';
import type { AppContext } from '../../../context.ts';
import { apiError } from '../../../http/errors.ts';
import type { AuthContext } from '../../auth/index.ts';
import type { Uploader } from '../../files/index.ts';
import { answerInvalid } from '../records.ts';
import {
  answerChangedMeanwhile,
  editorName,
  loadEditedAnswer,
  movedState,
  updated,
  versionOf,
} from './answer.ts';
import { linkNewFiles } from './files.ts';
import { updateAnswer } from '../repository.ts';
import { answeredChangeProblem } from './unanswered.ts';

export type CompletionInput = {
  auth: AuthContext;
  answerId: string;
  completion: AnswerCompletion;
  uploader: Uploader;
  ip: string;
};

/**
 * Edit answer (spec part 3 §2 "Edit answer", §4 "Workflow state"): fills questions the stored
 * answer left unanswered and the signature blocks staff may sign (`signatureBlockLocked`: blank
 * staff blocks, and signed ones where the form keeps signatures editable), optionally moves the
 * state along a transition, and sets the last update. Everything already answered, and any change
 * to a locked signature block, is refused (400 with its path).
 */
export async function completeAnswer(ctx: AppContext, input: CompletionInput): Promise<AnswerUpdated> {
  const { auth, completion } = input;
  const answer = await loadEditedAnswer(ctx, auth, input.answerId, 'complete');
  const { document, row } = answer;
  const template = document.template;
  const signatures = completion.signatures ?? document.signatures;
  const structure =
    structureProblem(template, {
      clientSubmissionId: row.id,
      language: document.language,
      sections: completion.sections,
      citizen: document.citizen,
      location: document.location,
      asset: document.asset,
      signatures,
      observations: document.observations,
      stateId: null,
    }) ??
    answeredChangeProblem(template, document.sections, completion.sections) ??
    signatureEditProblem(template.signatures, document.signatures, signatures, answer.signatureEditable);
  if (structure) throw answerInvalid(structure);
  const problems = answerProblems(template, completion.sections);
  const signatureIssues = signatureProblems(signatures);
  if (problems.length > 0 || signatureIssues.length > 0)
    throw apiError('ANSWER_INCOMPLETE', {
      answers: problems,
      signatures: signatureIssues,
    });
  const now = new Date();
  const date = now.toISOString();
  const state = movedState(document.state, completion.stateId, editorName(auth), date);

  return ctx.database.db.transaction(async (tx) => {
    const linked = await linkNewFiles(tx, {
      answerId: row.id,
      formId: row.formId,
      document,
      content: { sections: completion.sections, signatures },
      uploader: input.uploader,
      videos: true,
    });
    if ('problem' in linked) throw answerInvalid({ path: '/files', reason: linked.problem });
    const written = await updateAnswer(tx, versionOf(answer), {
      patch: {
        sections: linked.content.sections,
        signatures: linked.content.signatures,
      },
      state,
      at: now,
      audit: {
        actorId: auth.row.id,
        action: 'answer.complete',
        subject: 'answer',
        subjectId: row.id,
        before: {
          updatedAt: row.updatedAt.toISOString(),
          stateId: document.state?.current ?? null,
        },
        after: { stateId: state?.current ?? document.state?.current ?? null },
        ip: input.ip,
      },
    });
    if (!written) throw answerChangedMeanwhile();
    return updated(answer, now);
  });
}

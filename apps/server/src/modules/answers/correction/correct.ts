import {
  answerProblems,
  applyEdits,
  citizenDocumentNumber,
  citizenProblem,
  correctionDiff,
  lockedCorrectionChange,
  structureProblem,
  type AnswerCorrection,
  type AnswerSubmission,
  type AnswerUpdated,
  type CitizenData,
  type SupervisorEdit,
} from '@cabildo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers } from '../../../db/schema/index.ts';
import { apiError } from '../../../http/errors.ts';
import type { AuthContext } from '../../auth/index.ts';
import type { Uploader } from '../../files/index.ts';
import { answerInvalid, type AnswerRecords } from '../records.ts';
import {
  answerChangedMeanwhile,
  editorName,
  loadEditedAnswer,
  movedState,
  updated,
  versionOf,
  type EditedAnswer,
} from './answer.ts';
import { linkNewFiles } from './files.ts';
import { updateAnswer } from '../repository.ts';

const noChanges = () => apiError('NO_CHANGES');

/** The clientSubmissionId the last correction was saved with (kept on its edit entry, outside the shared schema). */
function lastCorrectionId(answer: EditedAnswer): string | null {
  const edits = answer.raw.supervisorEdits;
  const last = Array.isArray(edits)
    ? (edits.at(-1) as { clientSubmissionId?: unknown } | undefined)
    : undefined;
  return typeof last?.clientSubmissionId === 'string' ? last.clientSubmissionId : null;
}

export type CorrectionInput = {
  auth: AuthContext;
  answerId: string;
  correction: AnswerCorrection;
  uploader: Uploader;
  ip: string;
};

/**
 * Staff correction (spec part 3 §4): the corrected answers are checked against the answer's
 * template snapshot like a save, their differences from the original plus the earlier edits become
 * a new supervisor edit (nothing different: 'There are no changes'), and the citizen (the
 * registry's record), place and last update are stored with it. The stored sections stay the
 * original. One transaction, applied only while the answer is the version checked: of two
 * concurrent corrections one gets 409.
 */
export async function correctAnswer(
  ctx: AppContext,
  records: AnswerRecords,
  input: CorrectionInput,
): Promise<AnswerUpdated> {
  const { auth, correction } = input;
  const answer = await loadEditedAnswer(ctx, auth, input.answerId, 'correct');
  const { document, row } = answer;
  if (correction.clientSubmissionId && lastCorrectionId(answer) === correction.clientSubmissionId)
    return updated(answer, row.updatedAt);

  const template = document.template;
  const citizenSent = correction.citizen !== undefined;
  const checked: AnswerSubmission = {
    clientSubmissionId: correction.clientSubmissionId ?? row.id,
    language: document.language,
    sections: correction.sections,
    citizen: citizenSent ? (correction.citizen ?? null) : document.citizen,
    location: correction.location,
    asset: document.asset,
    signatures: document.signatures,
    observations: document.observations,
    stateId: correction.stateId,
  };
  const structure = structureProblem(template, checked);
  if (structure) throw answerInvalid(structure);
  const original = { sections: document.sections, location: document.location };
  const startedFrom = applyEdits(template, original, document.supervisorEdits);
  const locked = lockedCorrectionChange(template, startedFrom.sections, correction.sections);
  if (locked) throw answerInvalid(locked);
  const citizenRequired = citizenProblem(template, checked);
  if (citizenRequired)
    throw apiError('CITIZEN_REQUIRED', {
      message: citizenRequired,
    });
  const problems = answerProblems(template, correction.sections);
  if (problems.length > 0)
    throw apiError('ANSWER_INCOMPLETE', {
      answers: problems,
      signatures: [],
    });
  const corrected = {
    sections: correction.sections,
    location: correction.location,
  };
  if (!correctionDiff(template, original, document.supervisorEdits, corrected)) throw noChanges();

  // Outside the transaction: no lock waits on the registry.
  const citizen: CitizenData | null = citizenSent
    ? await records.citizen({ form: answer.form, municipality: answer.municipality }, checked)
    : document.citizen;
  const citizenId = citizen?.id ?? null;
  if (template.options.singleAnswer && citizenId && citizenId !== row.citizenId) {
    const [other] = await ctx.database.db
      .select({ id: answers.id })
      .from(answers)
      .where(and(eq(answers.formId, row.formId), eq(answers.citizenId, citizenId), ne(answers.id, row.id)))
      .limit(1);
    if (other)
      throw apiError('ALREADY_ANSWERED', {
        reason: 'single-answer',
      });
  }
  const now = new Date();
  const sentAt = now.toISOString();
  const userName = editorName(auth);
  const state = movedState(document.state, correction.stateId, userName, sentAt);

  return ctx.database.db.transaction(async (tx) => {
    const linked = await linkNewFiles(tx, {
      answerId: row.id,
      formId: row.formId,
      document,
      content: { sections: correction.sections, signatures: [] },
      uploader: input.uploader,
      videos: false,
    });
    if ('problem' in linked) throw answerInvalid({ path: '/files', reason: linked.problem });
    const changes = correctionDiff(template, original, document.supervisorEdits, {
      sections: linked.content.sections,
      location: correction.location,
    });
    if (!changes) throw noChanges();
    const edit: SupervisorEdit & { clientSubmissionId?: string } = {
      madeBy: { email: auth.row.email, username: userName },
      sentAt,
      ...changes,
      ...(correction.clientSubmissionId ? { clientSubmissionId: correction.clientSubmissionId } : {}),
    };
    const earlier = Array.isArray(answer.raw.supervisorEdits) ? answer.raw.supervisorEdits : [];
    const written = await updateAnswer(tx, versionOf(answer), {
      patch: {
        supervisorEdits: [...earlier, edit],
        citizen,
        location: correction.location,
      },
      state,
      columns: {
        citizenId,
        citizenDocument: citizenDocumentNumber(citizen),
        latitude: correction.location?.latitude ?? null,
        longitude: correction.location?.longitude ?? null,
      },
      at: now,
      audit: {
        actorId: auth.row.id,
        action: 'answer.correct',
        subject: 'answer',
        subjectId: row.id,
        before: {
          updatedAt: row.updatedAt.toISOString(),
          stateId: document.state?.current ?? null,
        },
        after: {
          edit: earlier.length,
          answers: changes.editedAnswers.length,
          images: changes.editedImages.length,
          documents: changes.editedDocuments.length,
          conditions: changes.editedConditions.length,
          location: changes.editedLocation !== null,
          citizenId,
          stateId: state?.current ?? document.state?.current ?? null,
        },
        ip: input.ip,
      },
    });
    if (!written) throw answerChangedMeanwhile();
    return updated(answer, now);
  });
}

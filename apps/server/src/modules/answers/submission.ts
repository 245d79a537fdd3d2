import { randomUUID } from 'node:crypto';
import {
  answerCode,
  answerProblems,
  citizenDocumentNumber,
  citizenProblem,
  signatureProblems,
  structureProblem,
  type AnswerDocument,
  type AnswerSubmission,
  type OpeningMode,
  type SavedAnswer,
} from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/guard.ts';
import type { Uploader } from '../files/ownership.ts';
import { authorOf, buildAnswerDocument, startingStateId } from './document.ts';
import { linkAnswerFiles } from './files.ts';
import { openForAnswering, openingErrors, responseLimitReached, type FormRow } from './opening.ts';

type AnswerRow = typeof answers.$inferSelect;

const saved = (row: Pick<AnswerRow, 'id' | 'formId' | 'code' | 'pdfDownloadCode'>): SavedAnswer => ({
  id: row.id,
  formId: row.formId,
  code: row.code,
  pdfDownloadCode: row.pdfDownloadCode,
});

const invalid = (details: unknown) =>
  new ApiError(400, 'ANSWER_INVALID', 'The answer does not match its form.', details);
const alreadyAnswered = () =>
  new ApiError(409, 'ALREADY_ANSWERED', 'You have already answered this form', { reason: 'single-answer' });

/** The single-answer rule: one answer per citizen id per form. */
export async function citizenAnswered(db: DbOrTx, form: FormRow, citizenId: string | null): Promise<boolean> {
  if (!form.template.options.singleAnswer || !citizenId) return false;
  const [row] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.formId, form.id), eq(answers.citizenId, citizenId)))
    .limit(1);
  return row !== undefined;
}

/** The incident type of a new answer: the form's, or the chosen state's on forms with types by state. */
function incidentTypeOf(form: FormRow, stateId: number | null): string | null {
  const { options, management } = form.template;
  if (!options.incidents) return null;
  if (options.incidentsByState && stateId !== null)
    return management.incidentTypesByState[String(stateId)] ?? management.incidentTypeId;
  return management.incidentTypeId;
}

export type SubmitInput = {
  auth: AuthContext | null;
  formId: string;
  mode: OpeningMode;
  submission: AnswerSubmission;
  uploader: Uploader;
  ip: string;
};

/**
 * Saves an answer (spec part 2 §4, §7): the opening checks, a resend recognised by its
 * clientSubmissionId, the submission checked against the stored template, then one transaction
 * that takes the form's counter (its row lock serialises the limit and single-answer checks), links
 * the files, creates the incident when the form has one and writes the answer with its audit event.
 */
export class AnswerSubmissionService {
  constructor(private readonly ctx: AppContext) {}

  private async resent(input: SubmitInput): Promise<SavedAnswer | null> {
    const [found] = await this.ctx.database.db
      .select()
      .from(answers)
      .where(eq(answers.clientSubmissionId, input.submission.clientSubmissionId))
      .limit(1);
    if (!found) return null;
    if (found.formId !== input.formId || found.createdBy !== (input.auth?.row.id ?? null))
      throw new ApiError(409, 'CONFLICT', 'This submission id belongs to another answer.');
    return saved(found);
  }

  async submit(input: SubmitInput): Promise<{ answer: SavedAnswer; created: boolean }> {
    const { auth, submission } = input;
    // A resend after a lost connection gets its answer back, even once the limit it filled is reached.
    const earlier = await this.resent(input);
    if (earlier) return { answer: earlier, created: false };

    const { form, municipality } = await openForAnswering(this.ctx, auth, input.formId, input.mode);
    const template = form.template;
    const structure = structureProblem(template, submission);
    if (structure) throw invalid(structure);
    const citizen = citizenProblem(template, submission);
    if (citizen)
      throw new ApiError(400, 'CITIZEN_REQUIRED', 'El ciudadano es obligatorio', { message: citizen });
    const problems = answerProblems(template, submission.sections);
    const signatures = signatureProblems(submission.signatures);
    if (problems.length > 0 || signatures.length > 0) {
      throw new ApiError(400, 'ANSWER_INCOMPLETE', 'Some required fields are missing.', {
        answers: problems,
        signatures,
      });
    }
    const citizenId = submission.citizen?.id ?? null;
    if (await citizenAnswered(this.ctx.database.db, form, citizenId)) throw alreadyAnswered();

    const author = authorOf(auth);
    const id = randomUUID();
    const now = new Date();
    try {
      const answer = await this.ctx.database.db.transaction(async (tx) => {
        const [locked] = await tx
          .update(forms)
          .set({ lastKeyNumber: sql`${forms.lastKeyNumber} + 1` })
          .where(and(eq(forms.id, form.id), eq(forms.deleted, false)))
          .returning();
        if (!locked) throw openingErrors.deleted();
        // The row lock is held from here: concurrent saves of this form queue behind it.
        if (await responseLimitReached(tx, locked)) throw openingErrors.limitReached();
        if (await citizenAnswered(tx, locked, citizenId)) throw alreadyAnswered();
        const code = answerCode(locked.keyPrefix, locked.lastKeyNumber);

        const linked = await linkAnswerFiles(tx, {
          answerId: id,
          formId: form.id,
          submission,
          uploader: input.uploader,
        });
        if (!linked)
          throw invalid({ path: '/files', reason: 'a file is not a pending upload of this answer' });

        const stateId = startingStateId(template, submission.stateId);
        const incident = await this.createIncident(form, stateId, code, auth, linked.location);
        const document: AnswerDocument = buildAnswerDocument({
          id,
          code,
          form,
          municipality,
          submission: linked,
          author,
          mode: input.mode,
          incident,
          now,
        });
        const [row] = await tx
          .insert(answers)
          .values({
            id,
            formId: form.id,
            code,
            document,
            createdBy: author.userId,
            createdByName: author.username,
            citizenId,
            citizenDocument: citizenDocumentNumber(linked.citizen),
            state: document.state?.current ?? null,
            public: form.public,
            pdfDownloadCode: document.pdfDownloadCode,
            clientSubmissionId: submission.clientSubmissionId,
            latitude: linked.location?.latitude ?? null,
            longitude: linked.location?.longitude ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, {
          actorId: author.userId,
          action: 'create',
          subject: 'respuesta',
          subjectId: id,
          after: { formId: form.id, code, mode: input.mode, incident },
          ip: input.ip,
        });
        return saved(row!);
      });
      return { answer, created: true };
    } catch (error) {
      // Two sends of one submission at the same moment: the second fails on the first's files or
      // client id once the first is written, and gets the first's answer.
      const earlierNow = await this.resent(input);
      if (earlierNow) return { answer: earlierNow, created: false };
      throw error;
    }
  }

  /** Last step before writing: if the management system fails, nothing is saved (spec part 2 §8). */
  private async createIncident(
    form: FormRow,
    stateId: number | null,
    code: string,
    auth: AuthContext | null,
    location: AnswerSubmission['location'],
  ): Promise<AnswerDocument['incident']> {
    const typeId = incidentTypeOf(form, stateId);
    if (!typeId) return null;
    try {
      const created = await this.ctx.managementSystem.createIncident({
        typeId,
        formTitle: form.template.title,
        answerCode: code,
        username: auth?.row.username ?? null,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
      });
      return { id: created.id, typeId };
    } catch {
      throw new ApiError(502, 'MANAGEMENT_SYSTEM_ERROR', 'Error while creating incident.');
    }
  }
}

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
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/guard.ts';
import type { Uploader } from '../files/ownership.ts';
import { authorOf, buildAnswerDocument, fileRefsOf, startingStateId } from './document.ts';
import { linkAnswerFiles } from './files.ts';
import { insertNumbered } from './numbering.ts';
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
    const stateId = startingStateId(template, submission.stateId);
    const incidentType = incidentTypeOf(form, stateId);
    // Rules that must see every earlier answer of the form need its lock before they are checked.
    const lockFirst =
      template.options.limitResponses || template.options.singleAnswer || incidentType !== null;
    try {
      const save = async (tx: DbOrTx) => {
        const linked = await linkAnswerFiles(tx, {
          answerId: id,
          formId: form.id,
          submission,
          uploader: input.uploader,
        });
        if (!linked)
          throw invalid({ path: '/files', reason: 'a file is not a pending upload of this answer' });

        let incident: AnswerDocument['incident'] = null;
        if (lockFirst) {
          const [locked] = await tx
            .select()
            .from(forms)
            .where(and(eq(forms.id, form.id), eq(forms.deleted, false)))
            .for('update');
          if (!locked) throw openingErrors.deleted();
          if (await responseLimitReached(tx, locked)) throw openingErrors.limitReached();
          if (await citizenAnswered(tx, locked, citizenId)) throw alreadyAnswered();
          // Under the lock the next number is known, so the incident can carry the answer's code.
          const code = answerCode(locked.keyPrefix, locked.lastKeyNumber + 1);
          incident = await this.createIncident(incidentType, form, code, auth, linked.location);
        }
        const document: AnswerDocument = buildAnswerDocument({
          id,
          code: '',
          form,
          municipality,
          submission: linked,
          author,
          mode: input.mode,
          incident,
          now,
        });
        const row = await insertNumbered(tx, {
          id,
          formId: form.id,
          document,
          createdBy: author.userId,
          createdByName: author.username,
          citizenId,
          citizenDocument: citizenDocumentNumber(linked.citizen),
          state: document.state?.current ?? null,
          public: form.public,
          withPdfCode: template.options.pdfDownloadCode,
          clientSubmissionId: submission.clientSubmissionId,
          latitude: linked.location?.latitude ?? null,
          longitude: linked.location?.longitude ?? null,
          now,
          audit: { mode: input.mode, incident, ip: input.ip },
        });
        if (!row) throw openingErrors.deleted();
        return row;
      };
      // Without files to link or checks under the lock, the save is one statement, atomic on its
      // own: the form's lock then ends with that statement instead of after a commit round trip.
      const { db } = this.ctx.database;
      const answer =
        lockFirst || fileRefsOf(submission).length > 0 ? await db.transaction(save) : await save(db);
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
    typeId: string | null,
    form: FormRow,
    code: string,
    auth: AuthContext | null,
    location: AnswerSubmission['location'],
  ): Promise<AnswerDocument['incident']> {
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

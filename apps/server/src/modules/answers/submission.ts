import { randomUUID } from 'node:crypto';
import {
  answerCode,
  answerProblems,
  citizenDocumentNumber,
  type AnswerAuthor,
  citizenProblem,
  signatureProblems,
  structureProblem,
  type AnswerDocument,
  type AnswerSubmission,
  paymentRequired,
  type OpeningMode,
  type SavedAnswer,
} from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import type { Uploader } from '../files/index.ts';
import { authorOf, buildAnswerDocument, fileRefsOf, startingStateId } from './document.ts';
import { linkAnswerFiles } from './files.ts';
import { AnswerNumbering } from './numbering.ts';
import type { NumberedAnswer } from './answer-rows.ts';
import { insertNumbered } from './repository.ts';
import { openForAnswering, responseLimitReached, type FormRow } from '../answer-access/index.ts';
import { AnswerRecords, answerInvalid } from './records.ts';
import { linkPayOrder, lockPayOrderForAnswer } from './payment-order.ts';
import { timeZoneOf } from '../geography/index.ts';

type AnswerRow = typeof answers.$inferSelect;

const saved = (row: Pick<AnswerRow, 'id' | 'formId' | 'code' | 'pdfDownloadCode'>): SavedAnswer => ({
  id: row.id,
  formId: row.formId,
  code: row.code,
  pdfDownloadCode: row.pdfDownloadCode,
});

const alreadyAnswered = () => apiError('ALREADY_ANSWERED', { reason: 'single-answer' });

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
  /** Citizen-portal mode: the portal's person as the author (modules/citizen-portal; required there). */
  portalAuthor?: AnswerAuthor;
};

/**
 * Saves an answer (spec part 2 §4, §7): the opening checks, a resend recognised by its
 * clientSubmissionId, the submission checked against the stored template, the citizen and asset
 * replaced by their systems' records, then the write: one statement that numbers and writes the
 * answer and its audit event (batched per form), or, with files to link or checks that must see
 * every earlier answer, a transaction that takes the form's lock first (serialising the limit and
 * single-answer checks), links the files, creates the incident and then writes.
 */
export class AnswerSubmissionService {
  private readonly records: AnswerRecords;
  private readonly numbering: AnswerNumbering;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.records = new AnswerRecords(ctx, log);
    this.numbering = new AnswerNumbering(ctx.database.db);
    // Saves queued for the next batch are written, and answered, before the database closes.
    ctx.lifecycle.beforeDatabaseCloses(() => this.numbering.idle());
  }

  /** The answer already saved for this submission id, if any (a resend). */
  private async resent(db: DbOrTx, input: SubmitInput): Promise<SavedAnswer | null> {
    const [found] = await db
      .select()
      .from(answers)
      .where(eq(answers.clientSubmissionId, input.submission.clientSubmissionId))
      .limit(1);
    if (!found) return null;
    if (found.formId !== input.formId || found.createdBy !== (input.auth?.row.id ?? null))
      throw apiError('SUBMISSION_ID_TAKEN');
    return saved(found);
  }

  async submit(input: SubmitInput): Promise<SavedAnswer> {
    const { answer, isNew } = await this.save(input);
    if (isNew) this.ctx.metrics.answersSaved.inc({ mode: input.mode });
    return answer;
  }

  /** The answer, and whether this call wrote it (false: a resend got the answer saved before). */
  private async save(input: SubmitInput): Promise<{ answer: SavedAnswer; isNew: boolean }> {
    const resend = (answer: SavedAnswer) => ({ answer, isNew: false });
    const { auth } = input;
    const { db } = this.ctx.database;
    // Only the citizen portal's routes save in its mode, with the person its token names.
    if ((input.mode === 'citizen-portal') !== (input.portalAuthor !== undefined)) throw apiError('FORBIDDEN');
    // A resend after a lost connection gets its answer back, even once the limit it filled is reached.
    const earlier = await this.resent(db, input);
    if (earlier) return resend(earlier);

    const opened = await openForAnswering(this.ctx, auth, input.formId, input.mode);
    const { form, municipality } = opened;
    const template = form.template;
    const structure = structureProblem(template, input.submission);
    if (structure) throw answerInvalid(structure);
    const citizenRequired = citizenProblem(template, input.submission);
    if (citizenRequired)
      throw apiError('CITIZEN_REQUIRED', {
        message: citizenRequired,
      });
    const problems = answerProblems(template, input.submission.sections);
    const signatures = signatureProblems(input.submission.signatures);
    if (problems.length > 0 || signatures.length > 0) {
      throw apiError('ANSWER_INCOMPLETE', {
        answers: problems,
        signatures,
      });
    }
    // Forms with a payment: the public and portal answer is saved with its validated order (issue 17).
    const paymentOrder = input.submission.paymentOrder ?? null;
    if (paymentRequired(template, input.mode) && !paymentOrder) throw apiError('PAYMENT_ORDER_REQUIRED');
    if (paymentOrder && !template.options.addPaymentGateway) throw apiError('PAY_ORDER_NOT_FOUND');
    // Outside the transaction: no lock waits on the registry or the management system.
    const submission: AnswerSubmission = {
      ...input.submission,
      citizen: await this.records.citizen(opened, input.submission),
      asset: await this.records.asset(opened, auth, input.submission.asset),
    };
    const citizenId = submission.citizen?.id ?? null;
    if (await citizenAnswered(db, form, citizenId)) throw alreadyAnswered();

    const author = input.portalAuthor ?? authorOf(auth);
    const id = randomUUID();
    const now = new Date();
    const stateId = startingStateId(template, submission.stateId);
    const incidentType = incidentTypeOf(form, stateId);
    // Rules that must see every earlier answer of the form need its lock before they are checked.
    const lockFirst =
      template.options.limitResponses || template.options.singleAnswer || incidentType !== null;
    const numbered = (
      linked: AnswerSubmission,
      incident: AnswerDocument['incident'],
      paymentOrderId: string | null = null,
    ): NumberedAnswer => {
      const document = buildAnswerDocument({
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
      document.paymentOrderId = paymentOrderId;
      return {
        id,
        formId: form.id,
        document,
        createdBy: author.userId,
        createdByName: author.username,
        citizenId,
        citizenDocument: citizenDocumentNumber(linked.citizen),
        state: document.state?.current ?? null,
        public: form.public,
        clientSubmissionId: submission.clientSubmissionId,
        latitude: linked.location?.latitude ?? null,
        longitude: linked.location?.longitude ?? null,
        now,
        timeZone: timeZoneOf(municipality.settings),
        audit: { mode: input.mode, incident, ip: input.ip },
      };
    };
    let resentUnderLock = false;
    try {
      const save = async (tx: DbOrTx) => {
        let locked: FormRow | undefined;
        if (lockFirst) {
          [locked] = await tx
            .select()
            .from(forms)
            .where(and(eq(forms.id, form.id), eq(forms.deleted, false)))
            .for('update');
          if (!locked) throw apiError('FORM_DELETED');
          // A second send of this submission that got past the first check waited here for the
          // first one's commit: it gets that answer instead of creating a second incident.
          const sent = await this.resent(tx, input);
          if (sent) {
            resentUnderLock = true;
            return sent;
          }
          if (await responseLimitReached(tx, locked)) throw apiError('RESPONSE_LIMIT_REACHED');
          if (await citizenAnswered(tx, locked, citizenId)) throw alreadyAnswered();
        }
        const linked = await linkAnswerFiles(tx, {
          answerId: id,
          formId: form.id,
          submission,
          uploader: input.uploader,
        });
        if (!linked)
          throw answerInvalid({ path: '/files', reason: 'a file is not a pending upload of this answer' });
        const order = paymentOrder
          ? await lockPayOrderForAnswer(tx, {
              orderId: paymentOrder.id,
              token: paymentOrder.token,
              formId: form.id,
            })
          : null;
        // Last, once every check that could refuse the answer has passed (an incident cannot be
        // taken back): under the lock the next number is known, so it carries the answer's code.
        const incident = locked
          ? await this.createIncident(incidentType, {
              form,
              code: answerCode(locked.keyPrefix, locked.lastKeyNumber + 1),
              // The management username of staff; a portal answer's portal username; none anonymously.
              username: input.portalAuthor?.username ?? auth?.row.username ?? null,
              municipalityManagementId: municipality.managementId,
              location: linked.location,
            })
          : null;
        const row = await insertNumbered(tx, numbered(linked, incident, order?.id ?? null));
        if (!row) throw apiError('FORM_DELETED');
        if (order) await linkPayOrder(tx, order.id, row.id);
        return row;
      };
      if (lockFirst || paymentOrder || fileRefsOf(submission).length > 0) {
        const answer = await db.transaction(save);
        return { answer, isNew: !resentUnderLock };
      }
      // Without files to link or checks under the lock, the save is one statement, atomic on its
      // own, written together with the other saves of this form that arrive meanwhile.
      const row = await this.numbering.save(numbered(submission, null));
      if (!row) throw apiError('FORM_DELETED');
      return { answer: row, isNew: true };
    } catch (error) {
      // Two sends of one submission at the same moment: the second fails on the first's files or
      // client id once the first is written, and gets the first's answer.
      const earlierNow = await this.resent(db, input);
      if (earlierNow) return resend(earlierNow);
      throw error;
    }
  }

  /**
   * Last step before writing: if the management system fails (refuses, answers something else, is
   * down or too slow), nothing is saved (spec part 2 §8 'Error while creating incident.').
   */
  private async createIncident(
    typeId: string | null,
    answer: {
      form: FormRow;
      code: string;
      username: string | null;
      municipalityManagementId: number | null;
      location: AnswerSubmission['location'];
    },
  ): Promise<AnswerDocument['incident']> {
    if (!typeId) return null;
    try {
      const created = await this.ctx.managementSystem.createIncident({
        typeId,
        formTitle: answer.form.template.title,
        answerCode: answer.code,
        username: answer.username,
        municipalityManagementId: answer.municipalityManagementId,
        latitude: answer.location?.latitude ?? null,
        longitude: answer.location?.longitude ?? null,
      });
      return { id: created.id, typeId };
    } catch (error) {
      throw apiError('INCIDENT_CREATE_FAILED', { typeId }, { cause: error });
    }
  }
}

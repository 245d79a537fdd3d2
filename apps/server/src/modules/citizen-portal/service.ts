import {
  answerBadge,
  mapCentreOf,
  PORTAL_ANSWERS_PAGE_SIZE,
  type AnswerDocument,
  type AnswerSubmission,
  type CitizenData,
  type PortalAnswersPage,
  type PortalCitizen,
  type SavedAnswer,
} from '@cabildo/domain';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { openForAnswering, type OpenedForm } from '../answer-access/index.ts';
import { CitizenExistsError } from '../../adapters/citizen-registry/port.ts';
import type { Uploader } from '../files/index.ts';
import { AnswerSubmissionService, citizenAnswered } from '../answers/index.ts';

/**
 * The answers the portal shows a citizen (spec part 3 §7 "answers by datosCiudadano"): those whose
 * citizen has the portal's DNI — sent from the portal, or registered by staff for the person
 * (at the desk, on an inspection) on a form whose answers are not kept out of the portal
 * (`hiddenFromCitizenPortal`, as the form is now). Needs the form joined.
 */
const portalAnswersOf = (dni: string) =>
  and(
    eq(answers.citizenDocument, dni),
    or(
      sql`${answers.document}->>'mode' = 'citizen-portal'`,
      sql`not coalesce((${forms.template}->'options'->>'hiddenFromCitizenPortal')::boolean, false)`,
    ),
  );

const noDocument = () => apiError('CITIZEN_SESSION_INVALID');

const alreadyAnswered = () =>
  apiError('ALREADY_ANSWERED', {
    reason: 'single-answer',
  });

/**
 * The citizen portal's answering and list (spec part 2 §2, §4; part 3 §2): a form opened in
 * citizen-portal mode by the person a token names, the answer saved with the registry's record of
 * that person (found by the portal's DNI, registered from the portal's data when missing) and the
 * portal username as its author, and the person's answers (portalAnswersOf).
 */
export class CitizenPortalService {
  private readonly submissions: AnswerSubmissionService;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.submissions = new AnswerSubmissionService(ctx, log);
  }

  /** The registry's record of the portal citizen in the form's municipality (registered when missing). */
  private async registryCitizen(opened: OpenedForm, person: PortalCitizen): Promise<CitizenData> {
    if (!person.dni) throw noDocument();
    const municipalityId = opened.form.municipalityId;
    const registry = this.ctx.citizenRegistry;
    const lookup = () => registry.lookup({ municipalityId, kind: 'natural', number: person.dni! });
    try {
      const found = await lookup();
      if (found) return found;
      return await registry.create({
        municipalityId,
        kind: 'natural',
        dni: person.dni,
        firstName: person.firstName,
        lastName: person.lastName,
        email: null,
        phone: null,
        street: null,
      });
    } catch (error) {
      if (error instanceof CitizenExistsError) {
        const found = await lookup();
        if (found) return found;
      }
      throw apiError('CITIZEN_REGISTRY_ERROR');
    }
  }

  /** Opens the form for the portal citizen: its checks, then the single-answer rule for this person. */
  async open(person: PortalCitizen, formId: string) {
    const opened = await openForAnswering(this.ctx, null, formId, 'citizen-portal');
    const citizen = await this.registryCitizen(opened, person);
    if (await citizenAnswered(this.ctx.database.db, opened.form, citizen.id)) throw alreadyAnswered();
    const { form, municipality } = opened;
    const settings = municipality.settings;
    return {
      id: form.id,
      template: form.template,
      municipality: {
        id: municipality.id,
        name: municipality.name,
        ...mapCentreOf(municipality),
        skipAssetLookup: settings.skipAssetLookup === true,
        buttonColor: settings.answerButtonColor ?? null,
      },
      canSendEmail: false,
      videoAllowed: settings.videoAttachments === true,
      photoMaxSide: this.ctx.config.photoMaxSide,
      citizen,
      portalUser: {
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
      },
    };
  }

  /** Saves the portal citizen's answer: the citizen and the author come from the portal, never from the body. */
  async submit(input: {
    person: PortalCitizen;
    formId: string;
    submission: AnswerSubmission;
    uploader: Uploader;
    ip: string;
  }): Promise<SavedAnswer> {
    const opened = await openForAnswering(this.ctx, null, input.formId, 'citizen-portal');
    const citizen = await this.registryCitizen(opened, input.person);
    const { person } = input;
    return this.submissions.submit({
      auth: null,
      formId: input.formId,
      mode: 'citizen-portal',
      submission: { ...input.submission, citizen },
      uploader: input.uploader,
      ip: input.ip,
      portalAuthor: {
        userId: null,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        inspectorId: null,
        portalId: person.id,
      },
    });
  }

  /** The person's answers (portalAnswersOf), newest first, 7 a page; deleted forms left out. */
  async list(person: PortalCitizen, page: number): Promise<PortalAnswersPage> {
    const citizen = {
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
    };
    const pageSize = PORTAL_ANSWERS_PAGE_SIZE;
    if (!person.dni) return { citizen, page, pageSize, total: 0, rows: [] };
    const { db } = this.ctx.database;
    const where = and(portalAnswersOf(person.dni), eq(forms.deleted, false));
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: answers.id,
          formId: answers.formId,
          code: answers.code,
          createdAt: answers.createdAt,
          title: sql<string>`${answers.document}->'template'->>'title'`,
          titleAlt: sql<Record<string, string> | null>`${answers.document}->'template'->'titleAlt'`,
          options: sql<AnswerDocument['template']['options']>`${answers.document}->'template'->'options'`,
          requests: sql<
            AnswerDocument['requestsForChanges'] | null
          >`${answers.document}->'requestsForChanges'`,
          state: sql<AnswerDocument['state']>`${answers.document}->'state'`,
        })
        .from(answers)
        .innerJoin(forms, eq(forms.id, answers.formId))
        .where(where)
        .orderBy(desc(answers.createdAt), desc(answers.id))
        .limit(pageSize)
        .offset(page * pageSize),
      db.select({ value: count() }).from(answers).innerJoin(forms, eq(forms.id, answers.formId)).where(where),
    ]);
    return {
      citizen,
      page,
      pageSize,
      total: counted?.value ?? 0,
      rows: rows.map((row) => {
        const requestsForChanges = row.requests ?? [];
        const state = row.state;
        return {
          id: row.id,
          formId: row.formId,
          code: row.code,
          formTitle: row.title ?? '',
          formTitleAlt: row.titleAlt ?? {},
          answeredAt: new Date(row.createdAt).toISOString(),
          state: state ? (state.available.find((s) => s.id === state.current)?.name ?? null) : null,
          badge: answerBadge({
            template: { options: row.options },
            requestsForChanges,
          } as unknown as AnswerDocument),
          revisionPending: requestsForChanges.at(-1)?.needsCompletion === true,
        };
      }),
    };
  }
}

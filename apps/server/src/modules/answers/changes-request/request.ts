import {
  applyEdits,
  buildChangesRequest,
  changesRequestOffered,
  changesRequestProblem,
  pendingRequest,
  type AnswerDocument,
  type ChangesRequestInput,
  type RequestForChanges,
} from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { apiError } from '../../../http/errors.ts';
import { mailTexts } from '../../../i18n.ts';
import type { AuthContext } from '../../auth/index.ts';
import { mailBrand, changesRequestMail } from '../../mail/index.ts';
import { answerChangedMeanwhile, editorName, loadEditedAnswer, versionOf } from '../correction/answer.ts';
import { answerInvalid } from '../records.ts';
import { updateAnswer } from '../repository.ts';

export type ChangesRequestInputs = {
  auth: AuthContext;
  answerId: string;
  input: ChangesRequestInput;
  ip: string;
};

/** What was sent and how the citizen was told (each is best effort once the request is stored). */
export type ChangesRequestSent = {
  id: string;
  formId: string;
  updatedAt: string;
  messageSent: boolean;
  emailSent: boolean;
};

/** The citizen's revision page of an answer, opened with a portal token. */
export const revisionPath = (answerId: string, token: string) =>
  `/ciudadano/revision/${answerId}/${encodeURIComponent(token)}`;

/**
 * The portal's id of the answer's citizen, for a fresh token (getCitizenOAToken): the one a
 * citizen-portal answer keeps with its author, else the citizen's id.
 */
const portalIdOf = (document: AnswerDocument): string | null =>
  document.author.portalId ?? document.citizen?.id ?? null;

/**
 * A request for changes (spec part 3 §4 "Review request and citizen correction"): staff who may
 * correct the answer, on a citizen-portal form with incidents, with no request pending, mark the
 * items to fix; the rules of `changesRequestProblem` decide whether it may be sent. It is appended
 * to requestsForChanges (needCompletition true) with its audit event in one transaction, only
 * while the answer is the version checked. Then the citizen is told through the management
 * system (sendExternalMessage) and by e-mail, both with the revision link.
 */
export async function requestChanges(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { auth, answerId, input, ip }: ChangesRequestInputs,
): Promise<ChangesRequestSent> {
  const answer = await loadEditedAnswer(ctx, auth, answerId, 'correct');
  const { document, row, raw } = answer;
  if (!changesRequestOffered(document)) throw apiError('CHANGES_REQUEST_NOT_OFFERED');
  if (pendingRequest(document)) throw apiError('CHANGES_REQUEST_PENDING');
  const { template } = document;
  const current = applyEdits(
    template,
    { sections: document.sections, location: document.location },
    document.supervisorEdits,
  );
  const problem = changesRequestProblem(template, current.sections, input);
  if (problem?.kind === 'empty') throw apiError('CHANGES_REQUEST_EMPTY');
  if (problem?.kind === 'sectionWithoutAnswers')
    throw apiError('CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS', { sectionOrder: problem.sectionOrder });
  if (problem?.kind === 'invalidPlace')
    throw answerInvalid({
      path: problem.path,
      reason: 'the answer has no such item to review',
    });

  const now = new Date();
  const userName = editorName(auth);
  const entry: RequestForChanges = buildChangesRequest(
    template,
    current,
    input,
    { email: auth.row.email, username: userName },
    now.toISOString(),
  );
  const earlier = Array.isArray(raw.requestsForChanges) ? raw.requestsForChanges : [];
  await ctx.database.db.transaction(async (tx) => {
    const written = await updateAnswer(tx, versionOf(answer), {
      patch: { requestsForChanges: [...earlier, entry] },
      state: null,
      at: now,
      audit: {
        actorId: auth.row.id,
        action: 'answer.request-changes',
        subject: 'answer',
        subjectId: row.id,
        after: {
          request: earlier.length,
          answers: entry.changesRequested.answers.length,
          images: entry.changesRequested.images.length,
          documents: entry.changesRequested.documents.length,
          sections: entry.changesRequested.sections,
        },
        ip,
      },
    });
    if (!written) throw answerChangedMeanwhile();
  });

  const told = await tellCitizen(ctx, log, {
    answerId: row.id,
    code: row.code,
    document,
    portalId: portalIdOf(document),
    comment: entry.comment,
    username: userName,
    municipalityManagementId: answer.municipality.managementId ?? null,
  });
  return {
    id: row.id,
    formId: row.formId,
    updatedAt: now.toISOString(),
    ...told,
  };
}

type Notice = {
  answerId: string;
  code: string;
  document: AnswerDocument;
  portalId: string | null;
  comment: string;
  username: string;
  municipalityManagementId: number | null;
};

/** The message and the e-mail with the revision link; a failure is logged, the request stays. */
async function tellCitizen(ctx: AppContext, log: FastifyBaseLogger, notice: Notice) {
  const { document } = notice;
  let token: string | null = null;
  try {
    token = notice.portalId ? await ctx.citizenPortal.issueToken(notice.portalId) : null;
  } catch (error) {
    log.warn({ err: error, answerId: notice.answerId }, 'citizen portal token not issued');
  }
  const link = token
    ? `${ctx.config.appUrl}${revisionPath(notice.answerId, token)}`
    : `${ctx.config.appUrl}/ciudadano`;
  const t = mailTexts(document.language);
  const values = {
    code: notice.code,
    form: document.template.title,
    municipality: document.municipality.name,
    link,
  };

  let messageSent = false;
  try {
    await ctx.managementSystem.sendExternalMessage({
      message: t('changesRequest.message', {
        ...values,
        comment: notice.comment,
      }).trim(),
      incidentId: document.incident?.id ?? null,
      formUrl: link,
      username: notice.username,
      municipalityManagementId: notice.municipalityManagementId,
    });
    messageSent = true;
  } catch (error) {
    log.warn({ err: error, answerId: notice.answerId }, 'external message not sent');
  }

  let emailSent = false;
  const email = document.citizen?.email;
  if (email) {
    try {
      const mail = await changesRequestMail({
        language: document.language,
        link,
        code: notice.code,
        form: document.template.title,
        municipality: document.municipality.name,
        comment: notice.comment,
        brand: await mailBrand(ctx, document.municipality.id),
      });
      await ctx.mailer.send({ to: email, ...mail });
      emailSent = true;
    } catch (error) {
      log.warn({ err: error, answerId: notice.answerId }, 'changes request e-mail not sent');
    }
  }
  return { messageSent, emailSent };
}

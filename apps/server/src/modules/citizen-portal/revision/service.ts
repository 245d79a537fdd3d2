import {
  answerDocumentSchema,
  answerOfCitizen,
  answerProblems,
  applyEdits,
  correctionDiff,
  pendingRequest,
  revisionProblem,
  structureProblem,
  type AnswerDocument,
  type AnswerUpdated,
  type CitizenRevision,
  type CitizenRevisionView,
  type PortalCitizen,
  type SupervisorEdit,
  type UploadPurpose,
} from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers, files, forms } from '../../../db/schema/index.ts';
import { apiError } from '../../../http/errors.ts';
import type { Uploader } from '../../files/index.ts';
import { answerChangedMeanwhile, linkNewFiles, answerInvalid, updateAnswer } from '../../answers/index.ts';

/** 'Form already answered': no request waits for this citizen on the answer. */
const notPending = () => apiError('REVISION_NOT_PENDING');

/**
 * The answer of the portal's person, or 404 (another citizen's answer is not told apart from a
 * missing one); FORM_DELETED once its form is deleted — a request sent before stays in the
 * citizen's mail, but the answer left every list with its form (the portal's and the staff's).
 */
async function citizensAnswer(ctx: AppContext, person: PortalCitizen, answerId: string) {
  const [found] = await ctx.database.db
    .select({
      row: answers,
      version: sql<string>`${answers.updatedAt}::text`,
      formDeleted: forms.deleted,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Answer' });
  const { formDeleted, ...row } = found;
  const raw = row.row.document as Record<string, unknown>;
  const document = answerDocumentSchema.parse(raw);
  if (!answerOfCitizen(document, person)) throw apiError('NOT_FOUND', { resource: 'Answer' });
  if (formDeleted) throw apiError('FORM_DELETED');
  return { ...row, raw, document };
}

/**
 * The form a file the citizen uploads for the revision belongs to: the answer's, while a request
 * waits that flags files of that kind (images for a photo, documents for a document). The answering
 * routes are not the way: the form may be closed to new answers (its response limit, a single
 * answer) while its answers are still being fixed.
 */
export async function revisionUploadForm(
  ctx: AppContext,
  person: PortalCitizen,
  answerId: string,
  purpose: Extract<UploadPurpose, 'image' | 'document'>,
): Promise<string> {
  const { row, document } = await citizensAnswer(ctx, person, answerId);
  const request = pendingRequest(document);
  if (!request) throw notPending();
  const kind = purpose === 'image' ? 'images' : 'documents';
  if (request.changesRequested[kind].length === 0) throw apiError('REVISION_UPLOAD_NOT_REQUESTED', { kind });
  return row.formId;
}

/**
 * A file of the token's citizen's answer, for the revision page to show (an image tag carries no
 * token, and the staff file route reads a sent answer's files only for staff): 404 for another
 * answer's file, or another citizen's answer.
 */
export async function revisionFile(ctx: AppContext, person: PortalCitizen, answerId: string, fileId: string) {
  const { row } = await citizensAnswer(ctx, person, answerId);
  const [file] = await ctx.database.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.answerId, row.id)))
    .limit(1);
  if (!file) throw apiError('NOT_FOUND', { resource: 'File' });
  return file;
}

const currentOf = (document: AnswerDocument) =>
  applyEdits(
    document.template,
    { sections: document.sections, location: document.location },
    document.supervisorEdits,
  );

/** What the revision screen shows: the answers as they stand, and the request waiting, if any. */
export async function revisionView(
  ctx: AppContext,
  person: PortalCitizen,
  answerId: string,
): Promise<CitizenRevisionView> {
  const { row, document } = await citizensAnswer(ctx, person, answerId);
  return {
    id: row.id,
    code: row.code,
    template: document.template,
    municipality: { name: document.municipality.name },
    sections: currentOf(document).sections,
    request: pendingRequest(document),
  };
}

/**
 * The citizen's revision (spec part 3 §4 "Review request and citizen correction", part 2 §4): with a
 * request waiting, the revised answers are checked like a correction (the template's structure,
 * the required answers), their differences from the answers as they stand must be something
 * ('There are no changes') and only the flagged items (`revisionProblem`: no other answer or file,
 * no condition or copy, not the place). The differences are appended as an edit by the citizen
 * (byCitizen, the portal username) and the request gets needCompletition false, with the audit
 * event, in one transaction applied only while the answer is the version read: a second
 * completion finds no request waiting.
 */
export async function reviseAnswer(
  ctx: AppContext,
  input: {
    person: PortalCitizen;
    answerId: string;
    revision: CitizenRevision;
    uploader: Uploader;
    ip: string;
  },
): Promise<AnswerUpdated> {
  const { person, revision } = input;
  const { row, raw, version, document } = await citizensAnswer(ctx, person, input.answerId);
  const request = pendingRequest(document);
  if (!request) throw notPending();
  const { template } = document;
  const structure = structureProblem(template, {
    clientSubmissionId: row.id,
    language: document.language,
    sections: revision.sections,
    citizen: document.citizen,
    location: document.location,
    asset: document.asset,
    signatures: document.signatures,
    observations: document.observations,
    stateId: null,
  });
  if (structure) throw answerInvalid(structure);
  const original = { sections: document.sections, location: document.location };
  const diffOf = (sections: CitizenRevision['sections']) =>
    correctionDiff(template, original, document.supervisorEdits, {
      sections,
      location: currentOf(document).location,
    });
  const changes = diffOf(revision.sections);
  if (!changes) throw apiError('NO_CHANGES');
  const outside = revisionProblem(request, changes);
  if (outside) throw answerInvalid(outside);
  const problems = answerProblems(template, revision.sections);
  if (problems.length > 0)
    throw apiError('ANSWER_INCOMPLETE', {
      answers: problems,
      signatures: [],
    });

  const now = new Date();
  return ctx.database.db.transaction(async (tx) => {
    const linked = await linkNewFiles(tx, {
      answerId: row.id,
      formId: row.formId,
      document,
      content: { sections: revision.sections, signatures: [] },
      uploader: input.uploader,
      videos: false,
    });
    if ('problem' in linked) throw answerInvalid({ path: '/files', reason: linked.problem });
    const linkedChanges = diffOf(linked.content.sections);
    if (!linkedChanges) throw apiError('NO_CHANGES');
    const edit: SupervisorEdit = {
      madeBy: {
        email: document.citizen?.email ?? '',
        username: person.username,
      },
      sentAt: now.toISOString(),
      byCitizen: true,
      ...linkedChanges,
    };
    const edits = Array.isArray(raw.supervisorEdits) ? raw.supervisorEdits : [];
    const requests = Array.isArray(raw.requestsForChanges) ? [...raw.requestsForChanges] : [];
    const last = requests.length - 1;
    requests[last] = {
      ...(requests[last] as Record<string, unknown>),
      needsCompletion: false,
    };
    const written = await updateAnswer(
      tx,
      { id: row.id, version, raw, createdByName: row.createdByName },
      {
        patch: {
          supervisorEdits: [...edits, edit],
          requestsForChanges: requests,
        },
        state: null,
        at: now,
        audit: {
          actorId: null,
          action: 'answer.citizen-revision',
          subject: 'answer',
          subjectId: row.id,
          after: {
            citizen: person.username,
            edit: edits.length,
            request: last,
            answers: linkedChanges.editedAnswers.length,
            images: linkedChanges.editedImages.length,
            documents: linkedChanges.editedDocuments.length,
          },
          ip: input.ip,
        },
      },
    );
    if (!written) throw answerChangedMeanwhile();
    return { id: row.id, formId: row.formId, updatedAt: now.toISOString() };
  });
}

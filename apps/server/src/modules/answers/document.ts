import { randomInt } from 'node:crypto';
import {
  ANONYMOUS_AUTHOR,
  newDownloadCode,
  type AnswerAuthor,
  type AnswerDocument,
  type AnswerMode,
  type AnswerState,
  type AnswerSubmission,
  type FileRef,
  type FormTemplate,
} from '@cabildo/domain';
import type { AuthContext } from '../auth/index.ts';
import type { FormRow, MunicipalityRow } from '../answer-access/index.ts';

/** creadoPor, firstName, lastName, inspectorID of the person saving; 'Usuario Anónimo' without a session. */
export function authorOf(auth: AuthContext | null): AnswerAuthor {
  if (!auth)
    return {
      userId: null,
      username: ANONYMOUS_AUTHOR,
      firstName: '',
      lastName: '',
      inspectorId: null,
    };
  const { row } = auth;
  return {
    userId: row.id,
    username: row.username ?? row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    inspectorId: row.inspectorId,
  };
}

/** The state a new answer starts in: the one chosen in the state dialog (forms with incident types by state), else the form's initial state. */
export function startingStateId(template: FormTemplate, chosen: number | null): number | null {
  const { available, initial } = template.states;
  if (available.length === 0) return null;
  const wanted = (template.options.incidentsByState ? chosen : null) ?? initial;
  return available.some((state) => state.id === wanted) ? wanted : available[0]!.id;
}

/** estados: the form's states, the starting one current, and the history's first entry. */
export function initialStateBlock(
  template: FormTemplate,
  chosen: number | null,
  userName: string,
  date: string,
): AnswerState | null {
  const current = startingStateId(template, chosen);
  const state = template.states.available.find((candidate) => candidate.id === current);
  if (!state) return null;
  return {
    available: template.states.available,
    initial: template.states.initial,
    current: state.id,
    history: [
      {
        date,
        userName,
        stateId: state.id,
        stateName: state.name,
        initialState: true,
      },
    ],
  };
}

/** Every file an answer refers to: question attachments (conditions too) and signature images. */
export function fileRefsOf(submission: Pick<AnswerSubmission, 'sections' | 'signatures'>): FileRef[] {
  const refs: FileRef[] = [];
  for (const section of submission.sections) {
    for (const row of section.rows) {
      const answers = [...row.answers, ...row.conditions.flatMap((condition) => condition.answers)];
      for (const answer of answers) refs.push(...answer.images, ...answer.documents, ...answer.videos);
    }
  }
  for (const signature of submission.signatures) if (signature.file) refs.push(signature.file);
  return refs;
}

export type NewAnswer = {
  id: string;
  code: string;
  form: FormRow;
  municipality: MunicipalityRow;
  /** Checked, with the stored files' references and the citizen and asset records of their systems (records.ts). */
  submission: AnswerSubmission;
  author: AnswerAuthor;
  mode: AnswerMode;
  incident: AnswerDocument['incident'];
  now: Date;
};

/** The answer document as written on save: the stored template's snapshot plus what was answered. */
export function buildAnswerDocument(input: NewAnswer): AnswerDocument {
  const { form, municipality, submission, author, now } = input;
  const template = form.template;
  const date = now.toISOString();
  // Built from validated parts only: no second parse on the save path.
  return {
    version: 1,
    formId: form.id,
    code: input.code,
    mode: input.mode,
    language: submission.language,
    template,
    municipality: {
      id: municipality.id,
      name: municipality.name,
      managementId: municipality.managementId,
    },
    sections: submission.sections,
    citizen: submission.citizen,
    location: submission.location,
    asset: submission.asset,
    signatures: submission.signatures,
    observations: submission.observations,
    state: initialStateBlock(template, submission.stateId, author.username, date),
    requestsForChanges: [],
    supervisorEdits: [],
    pdfDownloadCode: template.options.pdfDownloadCode ? newDownloadCode(randomInt) : null,
    author,
    incident: input.incident,
    paymentOrderId: null,
    electronicSignatureId: null,
    createdAt: date,
    updatedAt: date,
  };
}

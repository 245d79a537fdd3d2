import { describe, expect, it } from 'vitest';
import {
  answerBadge,
  answerDocumentSchema,
  answerUndeletable,
  answerFactsOf,
  formTemplateSchema,
  type AnswerDocument,
  type OptionFlags,
  type RequestForChanges,
} from '../src/index.ts';

const FORM_ID = '00000000-0000-4000-8000-000000000f01';
const FILE = {
  id: '00000000-0000-4000-8000-0000000000a1',
  url: '/api/files/x',
  name: 'firma.png',
  contentType: 'image/png',
  size: 10,
};

function documentWith(options: Partial<OptionFlags>, extra: Partial<AnswerDocument> = {}): AnswerDocument {
  return answerDocumentSchema.parse({
    version: 1,
    formId: FORM_ID,
    code: 'CBA-1',
    mode: 'internal',
    language: 'es',
    template: formTemplateSchema.parse({ title: 'Formulario', options }),
    municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
    sections: [],
    citizen: null,
    location: null,
    asset: null,
    signatures: [],
    observations: '',
    state: null,
    requestsForChanges: [],
    supervisorEdits: [],
    pdfDownloadCode: null,
    author: { userId: null, username: 'ana' },
    incident: null,
    paymentOrderId: null,
    electronicSignatureId: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...extra,
  });
}

const request = (needsCompletion: boolean, answers: number): RequestForChanges => ({
  needsCompletion,
  madeBy: { email: 'sup@x.test', username: 'sup' },
  sentAt: '2025-06-02T10:00:00.000Z',
  comment: '',
  changesRequested: {
    answers: Array.from({ length: answers }, (_, order) => ({
      order,
      sectionOrder: 0,
      questionId: null,
      title: '',
      oldAnswer: null,
      oldImage: null,
      oldDocument: null,
      answer: null,
      urlImage: null,
      urlDocument: null,
      checked: null,
      file: null,
      sectionConditional: false,
      conditionIndex: null,
      repeatable: false,
      rowIndex: 0,
      isMain: true,
    })),
    images: [],
    documents: [],
    sections: [],
  },
});

describe('answer deletion', () => {
  const facts = { mode: 'internal', paymentOrderId: null, signed: false, signatureEditable: false };
  it('refuses citizen-portal, payment and signed answers unless signatures stay editable', () => {
    expect(answerUndeletable(facts)).toBe(false);
    expect(answerUndeletable({ ...facts, mode: 'citizen-portal' })).toBe(true);
    expect(answerUndeletable({ ...facts, paymentOrderId: 'ORD-1' })).toBe(true);
    expect(answerUndeletable({ ...facts, signed: true })).toBe(true);
    expect(answerUndeletable({ ...facts, signed: true, signatureEditable: true })).toBe(false);
  });

  it('reads the facts from the document: a signature counts only with its image', () => {
    const blank = documentWith({}, { signatures: [{ index: 0, file: null, signatoryName: '' }] });
    expect(answerFactsOf(blank, false).signed).toBe(false);
    const signed = documentWith(
      { signatureEditableAnswer: true },
      { signatures: [{ index: 0, file: FILE, signatoryName: 'Ana' }] },
    );
    // The form's option as set now decides, not the snapshot kept on the answer.
    expect(answerFactsOf(signed, false)).toEqual({
      mode: 'internal',
      paymentOrderId: null,
      signed: true,
      signatureEditable: false,
      hasState: false,
    });
  });
});

describe('answer badge', () => {
  const both = { citizenAssociationFromCitizenPortal: true, incidents: true };
  it('shows only with citizen association and incidents both on', () => {
    expect(answerBadge(documentWith({}))).toBeNull();
    expect(answerBadge(documentWith({ incidents: true }))).toBeNull();
    expect(answerBadge(documentWith({ citizenAssociationFromCitizenPortal: true }))).toBeNull();
    expect(answerBadge(documentWith(both))).toBe('approved');
  });

  it('follows the last request for changes', () => {
    const withRequests = (...requests: RequestForChanges[]) =>
      answerBadge(documentWith(both, { requestsForChanges: requests }));
    expect(withRequests(request(true, 2))).toBe('inReview');
    expect(withRequests(request(false, 2))).toBe('toCorrect');
    expect(withRequests(request(false, 0))).toBe('approved');
    expect(withRequests(request(true, 1), request(false, 0))).toBe('approved');
  });
});

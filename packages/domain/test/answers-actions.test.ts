import { describe, expect, it } from 'vitest';
import {
  answerActions,
  signatureBlockLocked,
  signatureEditProblem,
  type AnswerActionFacts,
  type AnswerPermissions,
  type SignatureDefinition,
  type SignatureImage,
} from '../src/index.ts';

const FILE = {
  id: '00000000-0000-4000-8000-0000000000a1',
  url: '/api/files/x',
  name: 'firma.png',
  contentType: 'image/png',
  size: 10,
};
const OTHER_FILE = { ...FILE, id: '00000000-0000-4000-8000-0000000000a2' };

const citizenBlock: SignatureDefinition = {
  index: 0,
  title: 'Solicitante',
  type: 'both',
  signatory: 'citizen',
};
const staffBlock: SignatureDefinition = { index: 1, title: 'Inspector', type: 'both', signatory: 'staff' };
const signed = (index: number, file = FILE): SignatureImage => ({ index, file, signatoryName: 'Ana Pérez' });
const blank = (index: number): SignatureImage => ({ index, file: null, signatoryName: '' });

describe('signature blocks while staff edit an answer', () => {
  it('disables a citizen block, signed or blank, even where signatures stay editable', () => {
    for (const editable of [false, true]) {
      expect(signatureBlockLocked(citizenBlock, signed(0), editable)).toBe(true);
      expect(signatureBlockLocked(citizenBlock, blank(0), editable)).toBe(true);
      expect(signatureBlockLocked(citizenBlock, undefined, editable)).toBe(true);
    }
  });

  it('lets staff sign a blank staff block, and change a signed one only where signatures stay editable', () => {
    expect(signatureBlockLocked(staffBlock, undefined, false)).toBe(false);
    expect(signatureBlockLocked(staffBlock, blank(1), false)).toBe(false);
    expect(signatureBlockLocked(staffBlock, signed(1), false)).toBe(true);
    expect(signatureBlockLocked(staffBlock, signed(1), true)).toBe(false);
  });

  it('finds the first sent change to a locked block', () => {
    const definitions = [citizenBlock, staffBlock];
    const stored = [signed(0), signed(1)];
    expect(signatureEditProblem(definitions, stored, stored, false)).toBeNull();
    // The citizen's signature cannot be replaced or cleared, editable signatures or not.
    for (const editable of [false, true]) {
      expect(signatureEditProblem(definitions, stored, [signed(0, OTHER_FILE), signed(1)], editable)).toEqual(
        {
          path: '/signatures/0',
          reason: 'a citizen signs this block',
        },
      );
      expect(signatureEditProblem(definitions, stored, [signed(1)], editable)?.path).toBe('/signatures/0');
    }
    const resigned = [signed(0), signed(1, OTHER_FILE)];
    expect(signatureEditProblem(definitions, stored, resigned, false)).toEqual({
      path: '/signatures/1',
      reason: 'the signature is already signed',
    });
    expect(signatureEditProblem(definitions, stored, resigned, true)).toBeNull();
    expect(signatureEditProblem(definitions, stored, [signed(0)], true)).toBeNull();
    // A blank staff block is signed by staff; a blank citizen block stays blank.
    expect(signatureEditProblem(definitions, [], [signed(1)], false)).toBeNull();
    expect(signatureEditProblem(definitions, [], [signed(0)], true)?.path).toBe('/signatures/0');
  });
});

describe('the actions on one answer', () => {
  const none: AnswerPermissions = {
    read: false,
    update: false,
    complete: false,
    correct: false,
    delete: false,
  };
  const supervisor = { ...none, read: true, complete: true, delete: true };
  const corrector = { ...supervisor, correct: true };
  const inspector = { ...none, read: true, delete: true };
  const plain: AnswerActionFacts = {
    mode: 'internal',
    paymentOrderId: null,
    signed: false,
    signatureEditable: false,
    hasState: true,
  };

  it('follows the permissions', () => {
    expect(answerActions(corrector, plain)).toEqual({
      view: true,
      correct: true,
      complete: true,
      changeState: true,
      delete: true,
    });
    expect(answerActions(supervisor, { ...plain, hasState: false })).toMatchObject({
      correct: false,
      complete: true,
      changeState: false,
    });
    expect(answerActions({ ...none, read: true, update: true }, plain)).toMatchObject({ complete: true });
    // Inspectors answer, see and delete their own answers: no edit answer.
    expect(answerActions(inspector, plain)).toEqual({
      view: true,
      correct: false,
      complete: false,
      changeState: false,
      delete: true,
    });
    expect(Object.values(answerActions({ ...corrector, read: false }, plain))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps a signed answer correctable and completable; only deletion waits for editable signatures', () => {
    const signedAnswer = { ...plain, signed: true };
    expect(answerActions(corrector, signedAnswer)).toEqual({
      view: true,
      correct: true,
      complete: true,
      changeState: true,
      delete: false,
    });
    expect(answerActions(corrector, { ...signedAnswer, signatureEditable: true }).delete).toBe(true);
  });

  it('never offers deleting citizen-portal or payment answers', () => {
    expect(answerActions(corrector, { ...plain, mode: 'citizen-portal' }).delete).toBe(false);
    expect(answerActions(corrector, { ...plain, paymentOrderId: 'ORD-1' }).delete).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  auditCanonicalContent,
  auditChainInput,
  utf8Length,
  type AuditChainFields,
} from '../src/audit/index.ts';

const row: AuditChainFields = {
  seq: 7,
  municipalityId: '00000000-0000-4000-8000-000000000101',
  at: '2026-12-02T13:04:05.123456Z',
  actorKind: 'user',
  actorId: '00000000-0000-4000-8000-000000000201',
  actorAddress: null,
  action: 'update',
  subject: 'formulario',
  subjectId: 'f1',
  formId: null,
  requestId: 'req-1',
  changedFields: '["title"]',
  before: '{"title": "Vereda"}',
  after: '{"title": "Ñandú 日本 😀"}',
  ip: '10.0.0.1',
};

describe('audit canonical content', () => {
  it('writes every field in a fixed order, length-prefixed in UTF-8 bytes, null as a dash', () => {
    expect(auditCanonicalContent(row).split('\n')).toEqual([
      'cabildo-audit-v1',
      '1:7',
      '36:00000000-0000-4000-8000-000000000101',
      '27:2026-12-02T13:04:05.123456Z',
      '4:user',
      '36:00000000-0000-4000-8000-000000000201',
      '-',
      '6:update',
      '10:formulario',
      '2:f1',
      '-',
      '5:req-1',
      '9:["title"]',
      '19:{"title": "Vereda"}',
      '32:{"title": "Ñandú 日本 😀"}',
      '8:10.0.0.1',
    ]);
  });

  it('counts bytes as PostgreSQL octet_length does', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('ñ')).toBe(2);
    expect(utf8Length('日')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });

  it('cannot be fooled by moving text from one field to the next', () => {
    const moved = { ...row, action: 'update\n6:update', subject: '' };
    expect(auditCanonicalContent(moved)).not.toBe(auditCanonicalContent(row));
  });

  it('chains the previous hash, a line feed and the content (the server hashes it: audit-chain test)', () => {
    const content = auditCanonicalContent(row);
    expect(auditChainInput(null, content)).toBe(`\n${content}`);
    expect(auditChainInput('ab', content)).toBe(`ab\n${content}`);
    expect(auditCanonicalContent({ ...row, seq: 8 })).not.toBe(content);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminCreateUserSchema,
  answerFilterQuerySchema,
  answerSubmissionSchema,
  areaInputSchema,
  formTemplateSchema,
  isStorableText,
  legalCitizenSchema,
  municipalitySettingsSchema,
  remoteConfigUpdateSchema,
  TEXT_ERRORS,
  textSchema,
} from '../src/index.ts';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud83db';
const LONE_LOW = 'a\ude00b';

describe('isStorableText', () => {
  it('refuses a NUL character and a lone surrogate of either half', () => {
    for (const value of [NUL, LONE_HIGH, LONE_LOW, '\ud83d', 'x\ude00\ud83d'])
      expect(isStorableText(value)).toBe(false);
  });

  it('keeps every other text, emoji (surrogate pairs) and accents included', () => {
    for (const value of ['', 'Señor Ñandú', 'ok 😀 ok', '\ud83d\ude00', 'tab\tand\nnewline', '\u0001'])
      expect(isStorableText(value)).toBe(true);
  });
});

describe('textSchema', () => {
  it('names the problem with a catalogue key and keeps the limits chained after it', () => {
    const schema = textSchema.max(5);
    expect(schema.safeParse(NUL).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: TEXT_ERRORS.invalidCharacters }),
    ]);
    expect(schema.safeParse('123456').error?.issues[0]?.code).toBe('too_big');
    expect(schema.parse('12345')).toBe('12345');
  });
});

/** The first issue's path and message when `schema` refuses `input`. */
const refusal = (
  schema: {
    safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path, message: issue.message };
};

describe('the shared schemas use it', () => {
  it.each([NUL, LONE_HIGH])('for form texts, answers, names, filters and settings (%j)', (bad) => {
    const invalid = TEXT_ERRORS.invalidCharacters;
    expect(refusal(formTemplateSchema, { title: bad })).toEqual({ path: ['title'], message: invalid });
    expect(refusal(formTemplateSchema, { title: 'T', titleAlt: { en: bad } })).toEqual({
      path: ['titleAlt', 'en'],
      message: invalid,
    });
    expect(
      refusal(answerSubmissionSchema, {
        clientSubmissionId: '6f1c2a44-2f43-4c1e-9d3a-3b8c9a2f0e11',
        sections: [{ sectionId: 's1', rows: [{ answers: [{ questionId: 'q1', value: bad }] }] }],
      }),
    ).toEqual({ path: ['sections', 0, 'rows', 0, 'answers', 0, 'value'], message: invalid });
    expect(
      refusal(areaInputSchema, { name: bad, municipalityId: '6f1c2a44-2f43-4c1e-9d3a-3b8c9a2f0e11' }),
    ).toEqual({ path: ['name'], message: invalid });
    expect(refusal(answerFilterQuerySchema, { author: bad })).toEqual({ path: ['author'], message: invalid });
    expect(refusal(remoteConfigUpdateSchema, { web_session_revokation_datetime: bad })).toEqual({
      path: ['web_session_revokation_datetime'],
      message: invalid,
    });
    expect(refusal(municipalitySettingsSchema, { geocodingUrl: `https://geo.example.org/${bad}` })).toEqual({
      path: ['geocodingUrl'],
      message: invalid,
    });
    expect(refusal(legalCitizenSchema, { name: bad, cuit: '30712345678' })).toEqual({
      path: ['name'],
      message: invalid,
    });
    expect(
      refusal(adminCreateUserSchema, {
        email: 'ana@example.org',
        username: bad,
        firstName: bad,
        roles: ['ROLE_INSPECTOR'],
        municipalityId: '6f1c2a44-2f43-4c1e-9d3a-3b8c9a2f0e11',
        areaIds: ['6f1c2a44-2f43-4c1e-9d3a-3b8c9a2f0e11'],
      }),
    ).toEqual({ path: ['username'], message: invalid });
  });
});

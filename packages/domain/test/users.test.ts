import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  USER_ERRORS,
  adminCreateUserSchema,
  areasEditable,
  municipalCreateUserSchema,
  updateUserSchema,
  verificationOutcome,
} from '../src/index.ts';

const area = '00000000-0000-4000-8000-000000001001';
const municipality = '00000000-0000-4000-8000-000000000101';
const valid = {
  email: 'Nueva@Example.com ',
  username: '  JPerez ',
  roles: ['ROLE_INSPECTOR'],
  municipalityId: municipality,
  areaIds: [area],
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

describe('create user (admin)', () => {
  it('trims and lower-cases the username and the e-mail', () => {
    const parsed = adminCreateUserSchema.parse(valid);
    expect(parsed.username).toBe('jperez');
    expect(parsed.email).toBe('nueva@example.com');
  });
  it('needs role, municipality, an area and the username', () => {
    for (const missing of ['roles', 'municipalityId', 'areaIds'] as const) {
      expect(messages(adminCreateUserSchema.safeParse({ ...valid, [missing]: undefined }))).toEqual([
        USER_ERRORS.requiredFields,
      ]);
    }
    expect(messages(adminCreateUserSchema.safeParse({ ...valid, areaIds: [] }))).toEqual([
      USER_ERRORS.requiredFields,
    ]);
    // An empty username or e-mail is a required field missing too: the spec's one text (part 1 §5).
    for (const schema of [adminCreateUserSchema, municipalCreateUserSchema]) {
      for (const empty of [{ username: '   ' }, { email: '' }, { email: '  ' }, { username: undefined }]) {
        expect(messages(schema.safeParse({ ...valid, ...empty })), JSON.stringify(empty)).toEqual([
          USER_ERRORS.requiredFields,
        ]);
      }
    }
  });
  it('allows one role only, with the admin dialog wording', () => {
    const twoRoles = { ...valid, roles: ['ROLE_INSPECTOR', 'ROLE_SUPERVISOR'] };
    expect(messages(adminCreateUserSchema.safeParse(twoRoles))).toEqual([USER_ERRORS.oneRoleAdmin]);
    expect(messages(municipalCreateUserSchema.safeParse(twoRoles))).toEqual([USER_ERRORS.oneRole]);
  });
  it('the elevated-supervisor dialog asks for at least one area', () => {
    expect(messages(municipalCreateUserSchema.safeParse({ ...valid, areaIds: [] }))).toEqual([
      USER_ERRORS.atLeastOneArea,
    ]);
  });
});

describe('edit user', () => {
  it('keeps at least one area when areas are changed, and leaves them alone when not sent', () => {
    expect(messages(updateUserSchema.safeParse({ roles: ['ROLE_SUPERVISOR'], areaIds: [] }))).toEqual([
      USER_ERRORS.keepOneArea,
    ]);
    expect(updateUserSchema.parse({ roles: ['ROLE_SUPERVISOR'] }).areaIds).toBeUndefined();
  });
  it('trims the Legajo and stores empty text as nothing', () => {
    expect(updateUserSchema.parse({ roles: ['ROLE_INSPECTOR'], inspectorId: '  L-42 ' }).inspectorId).toBe(
      'L-42',
    );
    expect(updateUserSchema.parse({ roles: ['ROLE_INSPECTOR'], inspectorId: '   ' }).inspectorId).toBeNull();
  });
});

describe('management-system answers (verifyMuniCoreUser)', () => {
  it('maps every answer to its outcome', () => {
    expect(verificationOutcome({ result: true, error: null })).toBe('ok');
    expect(verificationOutcome({ result: false, error: 'muni username exists' })).toBe('USERNAME_EXISTS');
    expect(verificationOutcome({ result: false, error: 'municore backend error' })).toBe(
      'MANAGEMENT_SYSTEM_ERROR',
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== 'muni username exists' && s !== 'municore backend error'),
        (error) => verificationOutcome({ result: false, error }) === 'USERNAME_INVALID',
      ),
    );
  });
});

describe('areas editable', () => {
  it('only while every area belongs to one municipality', () => {
    expect(areasEditable([])).toBe(true);
    expect(areasEditable([{ municipalityId: 'a' }, { municipalityId: 'a' }])).toBe(true);
    expect(areasEditable([{ municipalityId: 'a' }, { municipalityId: 'b' }])).toBe(false);
  });
});

import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { emailSchema } from '../auth/schemas.ts';
import { emailKey } from '../email.ts';
import { textSchema } from '../text.ts';
import { USER_SORT_FIELDS, USERS_PAGE_SIZE } from './list.ts';

/**
 * Catalogue keys of the user-administration messages; the `es` catalogue holds the spec's
 * texts word for word (spec part 1 §5 and §8).
 */
export const USER_ERRORS = {
  requiredFields: 'users.errors.requiredFields',
  oneRoleAdmin: 'users.errors.oneRoleAdmin',
  oneRole: 'users.errors.oneRole',
  atLeastOneArea: 'users.errors.atLeastOneArea',
  keepOneArea: 'users.errors.keepOneArea',
  emailInvalid: 'users.errors.emailInvalid',
} as const;

/**
 * Usernames of the management system: trimmed and stored lower-case (spec part 1 §4.5). Asked
 * for only when creating a user, where an empty one is one of 'all the required fields' (§5).
 */
export const usernameSchema = z
  .string({ error: USER_ERRORS.requiredFields })
  .trim()
  .toLowerCase()
  .min(1, { error: USER_ERRORS.requiredFields, abort: true })
  .max(60)
  .pipe(textSchema);

const optionalText = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const rolesField = (oneRoleMessage: string) =>
  z
    .array(z.enum(ROLES), { error: USER_ERRORS.requiredFields })
    .min(1, { error: USER_ERRORS.requiredFields, abort: true })
    .max(1, { error: oneRoleMessage });

const areasField = (message: string) => z.array(z.uuid(), { error: message }).min(1, { error: message });

/** Create user, admin dialog: country → province → municipality → areas, role, username. */
export const adminCreateUserSchema = z.object({
  // Empty: a required field missing (spec part 1 §5); typed but not an address: invalid.
  email: z
    .string({ error: USER_ERRORS.requiredFields })
    .refine((value) => emailKey(value) !== '', { error: USER_ERRORS.requiredFields, abort: true })
    .pipe(emailSchema),
  username: usernameSchema,
  firstName: optionalText(80),
  lastName: optionalText(80),
  inspectorId: optionalText(40),
  roles: rolesField(USER_ERRORS.oneRoleAdmin),
  municipalityId: z.uuid({ error: USER_ERRORS.requiredFields }),
  areaIds: areasField(USER_ERRORS.requiredFields),
  /** Single-sign-on users sign in through the identity provider and get no invitation. */
  accountType: z.enum(['password', 'sso']).default('password'),
});
export type AdminCreateUser = z.input<typeof adminCreateUserSchema>;

/** Create user, elevated-supervisor dialog: the own municipality, any role but admin. */
export const municipalCreateUserSchema = adminCreateUserSchema.omit({ municipalityId: true }).extend({
  roles: rolesField(USER_ERRORS.oneRole),
  areaIds: areasField(USER_ERRORS.atLeastOneArea),
});
export type MunicipalCreateUser = z.input<typeof municipalCreateUserSchema>;

/** Edit user: the username never changes (traceability); areas only when sent. */
export const updateUserSchema = z.object({
  firstName: optionalText(80),
  lastName: optionalText(80),
  inspectorId: optionalText(40),
  roles: rolesField(USER_ERRORS.oneRole),
  areaIds: areasField(USER_ERRORS.keepOneArea).optional(),
});
export type UpdateUser = z.input<typeof updateUserSchema>;

export { USER_SORT_FIELDS, USERS_PAGE_SIZE } from './list.ts';

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  sort: z.enum(USER_SORT_FIELDS).default('email'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: textSchema.trim().max(100).default(''),
  /**
   * With sort=role: the role codes in the order of the names the reader sees (the web sorts its
   * translated names); roles left out come after, by code. Without it, by code.
   */
  roleOrder: z
    .string()
    .max(1000)
    .optional()
    .transform((value, context) => {
      if (!value) return [];
      const codes = value.split(',');
      if (!codes.every((code) => (ROLES as readonly string[]).includes(code))) {
        context.addIssue({ code: 'custom', message: 'Unknown role code.' });
        return z.NEVER;
      }
      return codes as (typeof ROLES)[number][];
    }),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  inspectorId: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  municipality: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  areas: z.array(z.object({ id: z.uuid(), name: z.string(), municipalityId: z.uuid() })),
  disabled: z.boolean(),
  providerId: z.string(),
  lastAccessAt: z.string().nullable(),
  lastUpdateAt: z.string().nullable(),
  lastUpdateBy: z.string().nullable(),
  /** May the person asking edit this user? (An elevated supervisor never edits an admin.) */
  editable: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/**
 * A created user: whether the invitation e-mail went out (null: no invitation, a single-sign-on
 * account). When it did not, the user exists and the person asks for a reset link instead.
 */
export const createdUserSchema = userRowSchema.extend({ invitationSent: z.boolean().nullable() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const userListSchema = z.object({ rows: z.array(userRowSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

/**
 * Answers of the management system's user check (the spec's verifyMuniCoreUser) and what each
 * means for the person creating the user.
 */
export type ManagementVerification = { result: boolean; error: string | null };
export type VerificationOutcome = 'ok' | 'USERNAME_EXISTS' | 'MANAGEMENT_SYSTEM_ERROR' | 'USERNAME_INVALID';

export function verificationOutcome(answer: ManagementVerification): VerificationOutcome {
  if (answer.result && !answer.error) return 'ok';
  if (answer.error === 'muni username exists') return 'USERNAME_EXISTS';
  if (answer.error === 'municore backend error') return 'MANAGEMENT_SYSTEM_ERROR';
  return 'USERNAME_INVALID';
}

/** A user's areas may be edited only while they all belong to one municipality. */
export function areasEditable(areas: readonly { municipalityId: string }[]): boolean {
  return new Set(areas.map((area) => area.municipalityId)).size <= 1;
}

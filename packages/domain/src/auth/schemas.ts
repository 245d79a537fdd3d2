import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { languageSchema } from '../i18n/language-schema.ts';

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailKey } from '../email.ts';
import { textSchema } from '../text.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './credentials.ts';

/**
 * An e-mail as Cabildo matches and keeps it (email.ts): an ASCII address, trimmed, its case folded
 * in ASCII only. Every e-mail read from a request or an identity provider goes through it.
 */
export const emailSchema = textSchema
  .transform(emailKey)
  .pipe(z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  accountType: z.enum(['password', 'sso']),
  areaIds: z.array(z.uuid()),
  /** The user's municipality; `timeZone`: the zone its dates are shown in (IANA name). */
  municipality: z
    .object({ id: z.uuid(), name: z.string(), disabled: z.boolean(), timeZone: z.string() })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  csrfToken: z.string(),
  session: z.object({ idleExpiresAt: z.string(), absoluteExpiresAt: z.string() }),
  /** The interface language the person chose last (in any browser), null until known. */
  language: z.enum(LANGUAGES).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PUT /api/auth/language: the signed-in person's interface language, kept for the server's texts. */
export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.input<typeof languageChoiceSchema>;

/** Public settings the login page and the shell need before anyone signs in. */
export const authSettingsSchema = z.object({
  sso: z.object({ enabled: z.boolean(), label: z.string().nullable() }),
  /** The map tile service (spec part 1 §7.6). */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /**
   * No user exists at all (a new production database): the sign-in page says how the operator
   * creates the first administrator. Always false once anyone exists.
   */
  firstAdminNeeded: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

export { initialsOf } from './initials.ts';

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Reset links are valid for one hour; invitation links for seven days. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_PATH = '/restablecer-clave';

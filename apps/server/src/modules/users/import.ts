import {
  IMPORT_COLUMNS,
  INVITE_TOKEN_TTL_MS,
  USERS_IMPORT_CATALOGUES,
  USER_IMPORT_MAX_ROWS,
  checkImportRow,
  importLanguage,
  inFileDuplicates,
  mapHeader,
  matchAreas,
  matchRole,
  normalizeImportRow,
  toCsv,
  verificationOutcome,
  type ImportColumn,
  type ImportOutcome,
  type ImportProblem,
  type Language,
  type ResolvedImportRow,
  type Role,
  type UserImportPreview,
  type UserImportProblem,
  type UserImportSummary,
} from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  areas,
  auditEvents,
  municipalities,
  passwordResetTokens,
  userAreas,
  users,
} from '../../db/schema/index.ts';
import { apiError, isUniqueViolation } from '../../http/errors.ts';
import { usersImportTexts } from '../../i18n.ts';
import { type AuthContext, randomToken, sha256 } from '../auth/index.ts';
import { mayAccess } from '../access/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { readImportFile, type SheetRow } from './import-file.ts';
import { sendInvitation } from './invitation.ts';

/**
 * Users in bulk (issue 29 item 5): a CSV or .xlsx previewed row by row with the create-user form's
 * rules, then its valid rows created in one transaction, each username reserved with the management
 * system, and the invitations queued as jobs. The same permissions as creating one user.
 */

/** Every language's name of each column: a header row may be in any of them. */
const COLUMN_ALIASES = Object.fromEntries(
  IMPORT_COLUMNS.map((column) => [
    column,
    Object.values(USERS_IMPORT_CATALOGUES).map((catalogue) => catalogue.columns[column]),
  ]),
) as Record<ImportColumn, string[]>;

/** Rows written per statement (each row is about a dozen parameters; PostgreSQL takes 65,535). */
const CHUNK = 500;
/** Management-system calls at once. */
const VERIFY_CONCURRENCY = 8;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

type Checked = {
  municipality: {
    id: string;
    name: string;
    managementId: number | null;
    useCloud: boolean;
  };
  rows: number;
  valid: ResolvedImportRow[];
  problems: ImportProblem[];
  ignoredColumns: string[];
  /** The e-mail each data row gave (for the summary). */
  emails: Map<number, string>;
};

/** Imports into any municipality (else into the own one). */
const isAdmin = (auth: AuthContext) => mayAccess(auth, 'manage', 'usuario');

export class UserImportService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async preview(
    auth: AuthContext,
    file: { bytes: Buffer; name: string | undefined },
    municipalityId: string | undefined,
    language: Language,
  ): Promise<UserImportPreview> {
    const checked = await this.check(auth, file, municipalityId, language);
    return {
      municipality: {
        id: checked.municipality.id,
        name: checked.municipality.name,
      },
      rows: checked.rows,
      valid: checked.valid.length,
      ignoredColumns: checked.ignoredColumns,
      problems: checked.problems.map((problem) => describe(problem, language)),
    };
  }

  /** Checks the file again (never trusting a preview) and creates its valid rows. */
  async import(
    auth: AuthContext,
    file: { bytes: Buffer; name: string | undefined },
    municipalityId: string | undefined,
    language: Language,
    ip: string,
  ): Promise<UserImportSummary> {
    const checked = await this.check(auth, file, municipalityId, language);
    const { municipality } = checked;
    const ids = await this.claim(auth, checked.valid, municipality.id);

    // The management system reserves each username (it cannot release one): only rows written above.
    const refused = new Map<number, ImportProblem>();
    await eachLimited(checked.valid, VERIFY_CONCURRENCY, async (row) => {
      const problem = await this.verify(row, municipality);
      if (problem) refused.set(row.row, problem);
    });
    const accepted = checked.valid.filter((row) => !refused.has(row.row));
    const refusedIds = checked.valid.filter((row) => refused.has(row.row)).map((row) => ids.get(row.row)!);

    await this.db.transaction(async (tx) => {
      for (const part of chunks(refusedIds)) await tx.delete(users).where(inArray(users.id, part));
      // Each invitee starts with its row's language (else the importer's), as one created by hand.
      const byLanguage = new Map<Language, string[]>();
      for (const row of accepted)
        byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), ids.get(row.row)!]);
      for (const [rowLanguage, userIds] of byLanguage) {
        for (const part of chunks(userIds)) {
          await tx
            .update(users)
            .set({ disabled: false, language: rowLanguage })
            .where(inArray(users.id, part));
        }
      }
      for (const part of chunks(accepted)) {
        await tx.insert(auditEvents).values(
          part.map((row) => ({
            actorId: auth.row.id,
            action: 'create',
            subject: 'usuario',
            subjectId: ids.get(row.row)!,
            before: null,
            after: {
              ...row.input,
              municipalityId: municipality.id,
              importedFromRow: row.row,
            },
            ip,
          })),
        );
      }
    });
    // Invitations are jobs (retried when the mail server fails), sent in each invitee's language.
    const queued = await this.ctx.jobs.sendMany(
      'user-invitation-mail',
      accepted.map((row) => ({
        userId: ids.get(row.row)!,
        language: row.language,
      })),
    );

    const outcomes = new Map<number, { outcome: ImportOutcome; problems: ImportProblem[] }>();
    for (const row of accepted) outcomes.set(row.row, { outcome: 'created', problems: [] });
    for (const [row, problem] of refused) outcomes.set(row, { outcome: 'failed', problems: [problem] });
    for (const problem of checked.problems) {
      const known = outcomes.get(problem.row) ?? {
        outcome: 'skipped' as const,
        problems: [],
      };
      known.problems.push(problem);
      outcomes.set(problem.row, known);
    }
    const t = usersImportTexts(language);
    const rows = [...outcomes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, { outcome, problems }]) => ({
        row,
        email: checked.emails.get(row) ?? '',
        outcome,
        reason: problems.length
          ? problems
              .map((problem) => {
                const described = describe(problem, language);
                return problem.column ? `${described.columnLabel}: ${described.message}` : described.message;
              })
              .join(' · ')
          : null,
      }));
    const csv = toCsv([
      [t('summary.row'), t('summary.email'), t('summary.outcome'), t('summary.reason')],
      ...rows.map((row) => [row.row, row.email, t(`outcomes.${row.outcome}`), row.reason ?? '']),
    ]);
    const count = (outcome: ImportOutcome) => rows.filter((row) => row.outcome === outcome).length;
    return {
      municipality: { id: municipality.id, name: municipality.name },
      created: count('created'),
      skipped: count('skipped'),
      failed: count('failed'),
      invitationsQueued: queued.length,
      rows,
      csv,
      csvFileName: t('summary.fileName'),
    };
  }

  /** The import's municipality, as creating one user decides it; refuses what that refuses. */
  private async target(auth: AuthContext, requested: string | undefined) {
    const own = auth.user.municipality?.id;
    if (!isAdmin(auth) && requested && requested !== own) throw apiError('FORBIDDEN');
    const id = isAdmin(auth) ? requested : own;
    if (!id) {
      throw apiError('MUNICIPALITY_REQUIRED', [
        { path: '/municipalityId', message: 'users.errors.requiredFields' },
      ]);
    }
    const [municipality] = await this.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, id))
      .limit(1);
    if (!municipality) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    if (!isAdmin(auth) && municipality.managementId === null) {
      throw apiError('MUNICIPALITY_NOT_LINKED');
    }
    const owned = await this.db
      .select({ id: areas.id, name: areas.name })
      .from(areas)
      .where(eq(areas.municipalityId, id));
    if (owned.length === 0) throw apiError('MUNICIPALITY_WITHOUT_AREAS');
    return { municipality, areas: owned };
  }

  private async check(
    auth: AuthContext,
    file: { bytes: Buffer; name: string | undefined },
    municipalityId: string | undefined,
    language: Language,
  ): Promise<Checked> {
    const { municipality, areas: reach } = await this.target(auth, municipalityId);
    const sheet = readImportFile(file.bytes, file.name);
    const [header, ...data] = sheet;
    if (!header || data.length === 0) throw apiError('IMPORT_EMPTY');
    if (data.length > USER_IMPORT_MAX_ROWS) {
      throw apiError('IMPORT_TOO_MANY_ROWS', { max: USER_IMPORT_MAX_ROWS });
    }
    const mapping = mapHeader(header.cells, COLUMN_ALIASES);
    if (mapping.missing.length) {
      const t = usersImportTexts(language);
      throw apiError(
        'IMPORT_COLUMNS_MISSING',
        mapping.missing.map((column) => ({
          column,
          label: t(`columns.${column}`),
        })),
      );
    }
    const roleNames = usersImportTexts(language)('roles', {
      returnObjects: true,
    }) as unknown as Record<Role, string>;
    const problems: ImportProblem[] = [];
    const resolved: ResolvedImportRow[] = [];
    const emails = new Map<number, string>();
    for (const entry of data as SheetRow[]) {
      const values = normalizeImportRow(entry.cells, mapping.columns, entry.row);
      emails.set(entry.row, values.email);
      const role = values.role ? matchRole(values.role, roleNames) : null;
      const matched = matchAreas(values.areas, reach);
      const checked = checkImportRow(values, {
        role,
        areaIds: matched.ids,
        unknownAreas: matched.unknown,
        language: importLanguage(values.language, language),
        roleAllowed: mayAccess(
          auth,
          'create',
          subject('usuario_municipio', {
            municipalityId: municipality.id,
            role,
          }),
        ),
      });
      if (checked.ok) resolved.push(checked.row);
      else problems.push(...checked.problems);
    }
    const duplicates = inFileDuplicates(
      resolved.map((row) => ({
        row: row.row,
        email: row.input.email,
        username: row.input.username,
        inspectorId: row.input.inspectorId ?? null,
      })),
    );
    problems.push(...duplicates, ...(await this.taken(resolved, municipality.id)));
    const withProblems = new Set(problems.map((problem) => problem.row));
    problems.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
    return {
      municipality,
      rows: data.length,
      valid: resolved.filter((row) => !withProblems.has(row.row)),
      problems,
      ignoredColumns: mapping.ignored,
      emails,
    };
  }

  /** E-mails and usernames other users have, and Legajos of the municipality's users. */
  private async taken(rows: ResolvedImportRow[], municipalityId: string): Promise<ImportProblem[]> {
    const takenEmails = new Set<string>();
    const takenUsernames = new Set<string>();
    const takenLegajos = new Set<string>();
    for (const part of chunks(rows, 1000)) {
      const emails = part.map((row) => row.input.email);
      const usernames = part.map((row) => row.input.username);
      const legajos = part.flatMap((row) =>
        row.input.inspectorId ? [row.input.inspectorId.toLowerCase()] : [],
      );
      for (const found of await this.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, emails)))
        takenEmails.add(found.email);
      for (const found of await this.db
        .select({ username: users.username })
        .from(users)
        .where(inArray(users.username, usernames)))
        if (found.username) takenUsernames.add(found.username);
      if (legajos.length) {
        for (const found of await this.db
          .select({ legajo: sql<string>`lower(${users.inspectorId})` })
          .from(users)
          .where(
            and(eq(users.municipalityId, municipalityId), inArray(sql`lower(${users.inspectorId})`, legajos)),
          ))
          takenLegajos.add(found.legajo);
      }
    }
    return rows.flatMap((row): ImportProblem[] => [
      ...(takenEmails.has(row.input.email)
        ? [
            {
              row: row.row,
              column: 'email' as const,
              code: 'EMAIL_EXISTS' as const,
            },
          ]
        : []),
      ...(takenUsernames.has(row.input.username)
        ? [
            {
              row: row.row,
              column: 'username' as const,
              code: 'USERNAME_EXISTS' as const,
            },
          ]
        : []),
      ...(row.input.inspectorId && takenLegajos.has(row.input.inspectorId.toLowerCase())
        ? [
            {
              row: row.row,
              column: 'inspectorId' as const,
              code: 'INSPECTOR_ID_EXISTS' as const,
            },
          ]
        : []),
    ]);
  }

  /**
   * Writes every valid row at once, disabled (no sign-in until the management system agrees), in one
   * transaction: another creation that took an e-mail or username since the check fails it whole.
   */
  private async claim(auth: AuthContext, rows: ResolvedImportRow[], municipalityId: string) {
    const ids = new Map<number, string>();
    try {
      await this.db.transaction(async (tx) => {
        for (const part of chunks(rows)) {
          const inserted = await tx
            .insert(users)
            .values(
              part.map((row) => ({
                email: row.input.email,
                username: row.input.username,
                firstName: row.input.firstName ?? null,
                lastName: row.input.lastName ?? null,
                inspectorId: row.input.inspectorId ?? null,
                roles: [row.input.roles[0]!],
                municipalityId,
                providerId: 'password',
                disabled: true,
                lastUpdateAt: new Date(),
                lastUpdateBy: auth.row.id,
              })),
            )
            .returning({ id: users.id, email: users.email });
          const byEmail = new Map(inserted.map((row) => [row.email, row.id]));
          for (const row of part) ids.set(row.row, byEmail.get(row.input.email)!);
          await tx.insert(userAreas).values(
            part.flatMap((row) =>
              row.input.areaIds.map((areaId) => ({
                userId: ids.get(row.row)!,
                areaId,
              })),
            ),
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('DUPLICATE_VALUE');
      throw error;
    }
    return ids;
  }

  /** verifyMuniCoreUser for one row; its refusal as a problem of the username. */
  private async verify(
    row: ResolvedImportRow,
    municipality: { managementId: number | null; useCloud: boolean },
  ): Promise<ImportProblem | null> {
    let outcome;
    try {
      outcome = verificationOutcome(
        await this.ctx.managementSystem.verifyUser({
          username: row.input.username,
          municipalityManagementId: municipality.managementId,
          useCloud: municipality.useCloud,
        }),
      );
    } catch {
      outcome = 'MANAGEMENT_SYSTEM_ERROR' as const;
    }
    return outcome === 'ok' ? null : { row: row.row, column: 'username', code: outcome };
  }
}

const columnOrder = (column: ImportColumn | null) => (column ? IMPORT_COLUMNS.indexOf(column) : -1);

/** A problem with its column's header and its text in `language`. */
function describe(problem: ImportProblem, language: Language): UserImportProblem {
  const t = usersImportTexts(language);
  return {
    row: problem.row,
    column: problem.column,
    columnLabel: problem.column ? t(`columns.${problem.column}`) : '',
    code: problem.code,
    message: t(`problems.${problem.code}`, {
      value: problem.value ?? '',
      first: problem.first ?? '',
    }),
  };
}

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * The invitation of an imported user, as a job: a fresh invitation token (7 days) and the e-mail in
 * the user's language. Nothing is sent to a user who was removed, disabled or has a password by now;
 * a retry after a mail failure makes a new token (the unsent one is never seen).
 */
export const userInvitationMailJob = (
  ctx: AppContext,
): JobDefinition<{ userId: string; language: Language }> => ({
  name: 'user-invitation-mail',
  queue: {
    policy: 'standard',
    retryLimit: 5,
    retryDelayMax: 3600,
    expireInSeconds: 300,
    deleteAfterSeconds: 86_400,
  },
  run: async ({ userId, language }) => {
    const db = ctx.database.db;
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.disabled, false), isNull(users.passwordHash)))
      .limit(1);
    if (!user) return;
    const token = randomToken();
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      purpose: 'invite',
      expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS),
    });
    await sendInvitation(ctx, user.email, token, language);
  },
});

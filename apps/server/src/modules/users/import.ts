import {
  toCsv,
  verificationOutcome,
  type ImportOutcome,
  type ImportProblem,
  type Language,
  type ResolvedImportRow,
  type UserImportPreview,
  type UserImportSummary,
} from '@cabildo/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditEvents, userAreas, users } from '../../db/schema/index.ts';
import { apiError, isUniqueViolation } from '../../http/errors.ts';
import { usersImportTexts } from '../../i18n.ts';
import { requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { checkImportFile, chunks, describeProblem } from './import-check.ts';
import type { ImportUpload } from './import-file.ts';

/**
 * Users in bulk (issue 29 item 5): a CSV or .xlsx previewed row by row with the create-user form's
 * rules, then its valid rows created in one transaction, each username reserved with the management
 * system, and the invitations queued as jobs. The same permissions as creating one user. The check
 * of the file against the database is import-check.ts; the invitation job, invitation-job.ts.
 */

/** Rows written per statement (each row is about a dozen parameters; PostgreSQL takes 65,535). */
const CHUNK = 500;
/** Management-system calls at once. */
const VERIFY_CONCURRENCY = 8;

export class UserImportService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async preview(
    auth: AuthContext,
    file: () => Promise<ImportUpload>,
    municipalityId: string | undefined,
    language: Language,
  ): Promise<UserImportPreview> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const checked = await checkImportFile(this.db, auth, await file(), municipalityId, language);
    return {
      municipality: {
        id: checked.municipality.id,
        name: checked.municipality.name,
      },
      rows: checked.rows,
      valid: checked.valid.length,
      ignoredColumns: checked.ignoredColumns,
      problems: checked.problems.map((problem) => describeProblem(problem, language)),
    };
  }

  /** Checks the file again (never trusting a preview) and creates its valid rows. */
  async import(
    auth: AuthContext,
    file: () => Promise<ImportUpload>,
    municipalityId: string | undefined,
    language: Language,
    ip: string,
  ): Promise<UserImportSummary> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const checked = await checkImportFile(this.db, auth, await file(), municipalityId, language);
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
      for (const part of chunks(refusedIds, CHUNK)) await tx.delete(users).where(inArray(users.id, part));
      // Each invitee starts with its row's language (else the importer's), as one created by hand.
      const byLanguage = new Map<Language, string[]>();
      for (const row of accepted)
        byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), ids.get(row.row)!]);
      for (const [rowLanguage, userIds] of byLanguage) {
        for (const part of chunks(userIds, CHUNK)) {
          await tx
            .update(users)
            .set({ disabled: false, language: rowLanguage })
            .where(inArray(users.id, part));
        }
      }
      for (const part of chunks(accepted, CHUNK)) {
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
                const described = describeProblem(problem, language);
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

  /**
   * Writes every valid row at once, disabled (no sign-in until the management system agrees), in one
   * transaction: another creation that took an e-mail or username since the check fails it whole.
   */
  private async claim(auth: AuthContext, rows: ResolvedImportRow[], municipalityId: string) {
    const ids = new Map<number, string>();
    try {
      await this.db.transaction(async (tx) => {
        for (const part of chunks(rows, CHUNK)) {
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

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

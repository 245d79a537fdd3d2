import {
  IMPORT_COLUMNS,
  USERS_IMPORT_CATALOGUES,
  USER_IMPORT_MAX_ROWS,
  checkImportRow,
  importLanguage,
  inFileDuplicates,
  mapHeader,
  matchAreas,
  matchRole,
  normalizeImportRow,
  type ImportColumn,
  type ImportProblem,
  type Language,
  type ResolvedImportRow,
  type Role,
  type UserImportProblem,
} from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areas, municipalities, users } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { usersImportTexts } from '../../i18n.ts';
import type { AuthContext } from '../auth/index.ts';
import { mayAccess } from '../access/index.ts';
import { readImportFile, type SheetRow } from './import-file.ts';

/**
 * The check of an import file (import.ts), for the preview and again for the import: its
 * municipality, each row by the create-user form's rules, duplicates within the file and what other
 * users have already; and each problem's text. Reads only.
 */

/** Every language's name of each column: a header row may be in any of them. */
const COLUMN_ALIASES = Object.fromEntries(
  IMPORT_COLUMNS.map((column) => [
    column,
    Object.values(USERS_IMPORT_CATALOGUES).map((catalogue) => catalogue.columns[column]),
  ]),
) as Record<ImportColumn, string[]>;

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

export type CheckedImport = {
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

/** The import's municipality, as creating one user decides it; refuses what that refuses. */
async function target(db: DbOrTx, auth: AuthContext, requested: string | undefined) {
  const own = auth.user.municipality?.id;
  if (!isAdmin(auth) && requested && requested !== own) throw apiError('FORBIDDEN');
  const id = isAdmin(auth) ? requested : own;
  if (!id) {
    throw apiError('MUNICIPALITY_REQUIRED', [
      { path: '/municipalityId', message: 'users.errors.requiredFields' },
    ]);
  }
  const [municipality] = await db.select().from(municipalities).where(eq(municipalities.id, id)).limit(1);
  if (!municipality) throw apiError('NOT_FOUND', { resource: 'Municipality' });
  if (!isAdmin(auth) && municipality.managementId === null) {
    throw apiError('MUNICIPALITY_NOT_LINKED');
  }
  const owned = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(eq(areas.municipalityId, id));
  if (owned.length === 0) throw apiError('MUNICIPALITY_WITHOUT_AREAS');
  return { municipality, areas: owned };
}

export async function checkImportFile(
  db: DbOrTx,
  auth: AuthContext,
  file: { bytes: Buffer; name: string | undefined },
  municipalityId: string | undefined,
  language: Language,
): Promise<CheckedImport> {
  const { municipality, areas: reach } = await target(db, auth, municipalityId);
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
  problems.push(...duplicates, ...(await taken(db, resolved, municipality.id)));
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
async function taken(
  db: DbOrTx,
  rows: ResolvedImportRow[],
  municipalityId: string,
): Promise<ImportProblem[]> {
  const takenEmails = new Set<string>();
  const takenUsernames = new Set<string>();
  const takenLegajos = new Set<string>();
  for (const part of chunks(rows, 1000)) {
    const emails = part.map((row) => row.input.email);
    const usernames = part.map((row) => row.input.username);
    const legajos = part.flatMap((row) =>
      row.input.inspectorId ? [row.input.inspectorId.toLowerCase()] : [],
    );
    for (const found of await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails)))
      takenEmails.add(found.email);
    for (const found of await db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, usernames)))
      if (found.username) takenUsernames.add(found.username);
    if (legajos.length) {
      for (const found of await db
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

const columnOrder = (column: ImportColumn | null) => (column ? IMPORT_COLUMNS.indexOf(column) : -1);

/** A problem with its column's header and its text in `language`. */
export function describeProblem(problem: ImportProblem, language: Language): UserImportProblem {
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

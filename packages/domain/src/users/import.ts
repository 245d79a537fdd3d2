import type { z } from 'zod';
import { ROLES, roleCode, type Role } from '../access/roles.ts';
import { emailKey } from '../email.ts';
import { toLanguage, type Language } from '../i18n/languages.ts';
import { municipalCreateUserSchema } from './schemas.ts';

/**
 * Users in bulk (issue 29 item 5): the pure rules of the import — the file's limits, its header
 * row mapped to the columns, each row normalised and checked with the create-user form's own schema
 * (municipalCreateUserSchema), and the duplicates inside the file. The server adds what needs the
 * database (areas, taken e-mails, usernames and Legajos) and the management system.
 */

/** A file of at most 5 MB (the product's document limit, `uploads.errors.fileTooBig`) and 5,000 rows. */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 5000;
/** Several areas in one cell are separated by a semicolon (quoted in a semicolon CSV, as spreadsheets do). */
export const AREA_SEPARATOR = ';';

/** The columns, in the template's order; the first five must be in the header row. */
export const IMPORT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'areas',
  'username',
  'inspectorId',
  'language',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'email',
  'firstName',
  'lastName',
  'role',
  'areas',
];

/** What can be wrong with a row; each has a text in the server's `usersImport` catalogue (problems.<code>). */
export const IMPORT_PROBLEMS = [
  'REQUIRED',
  'EMAIL_INVALID',
  'TOO_LONG',
  'INVALID',
  'ROLE_UNKNOWN',
  'ROLE_NOT_ALLOWED',
  'AREA_UNKNOWN',
  'LANGUAGE_UNKNOWN',
  'DUPLICATE_IN_FILE',
  'EMAIL_EXISTS',
  'USERNAME_EXISTS',
  'INSPECTOR_ID_EXISTS',
  'USERNAME_INVALID',
  'MANAGEMENT_SYSTEM_ERROR',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

/** A problem of one row (numbered as the spreadsheet does: the header is row 1) and column. */
export type ImportProblem = {
  row: number;
  column: ImportColumn | null;
  code: ImportProblemCode;
  /** The value the text names ({{value}}), or the row it repeats ({{first}}). */
  value?: string;
  first?: number;
};

/** A header's text as compared: no accents, no case, letters and digits only ("E-mail" = "email"). */
export const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export type HeaderMapping = {
  /** The cell index of each column found. */
  columns: Partial<Record<ImportColumn, number>>;
  missing: ImportColumn[];
  /** Header cells that name no column (ignored) or a column a second time. */
  ignored: string[];
};

/**
 * Maps the header row to the columns: each column by its key (`email`, `inspectorId`) or any of its
 * names in `aliases` (every language's header), compared with `headerKey`.
 */
export function mapHeader(
  header: readonly string[],
  aliases: Readonly<Record<ImportColumn, readonly string[]>>,
): HeaderMapping {
  const lookup = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    for (const name of [column, ...aliases[column]]) {
      const key = headerKey(name);
      if (key && !lookup.has(key)) lookup.set(key, column);
    }
  }
  const columns: Partial<Record<ImportColumn, number>> = {};
  const ignored: string[] = [];
  header.forEach((cell, index) => {
    const column = lookup.get(headerKey(cell));
    if (column && columns[column] === undefined) columns[column] = index;
    else if (cell.trim()) ignored.push(cell.trim());
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => columns[column] === undefined);
  return { columns, missing, ignored };
}

/** One row's texts by column, trimmed; areas split on the separator. */
export type ImportRowValues = {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  areas: string[];
  username: string;
  inspectorId: string;
  language: string;
};

/** Whether a row has nothing in it (skipped, like the blank lines spreadsheets leave at the end). */
export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export function normalizeImportRow(
  cells: readonly string[],
  columns: HeaderMapping['columns'],
  row: number,
): ImportRowValues {
  const cell = (column: ImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  return {
    row,
    email: cell('email'),
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    role: cell('role'),
    areas: cell('areas')
      .split(AREA_SEPARATOR)
      .map((area) => area.trim())
      .filter(Boolean),
    username: cell('username'),
    inspectorId: cell('inspectorId'),
    language: cell('language'),
  };
}

/**
 * The username of a row without one: the e-mail's local part, lower case, keeping only what the
 * management system takes (letters, digits, dot, dash, underscore).
 */
export function usernameFromEmail(email: string): string {
  const local = emailKey(email).split('@')[0] ?? '';
  return local.replace(/[^a-z0-9._-]/g, '');
}

const nameKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A role by its key (`ROLE_INSPECTOR`, any case, `ROLE_` optional) or its displayed name in `names`. */
export function matchRole(text: string, names: Readonly<Record<Role, string>>): Role | null {
  const code = text.trim().toUpperCase().replace(/\s+/g, '_');
  for (const role of ROLES) if (code === role || code === roleCode(role)) return role;
  const key = nameKey(text);
  return ROLES.find((role) => nameKey(names[role]) === key) ?? null;
}

/** Areas by id or by name (without case or accents) among `areas`; the texts that match none. */
export function matchAreas(
  texts: readonly string[],
  areas: readonly { id: string; name: string }[],
): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const text of texts) {
    const found =
      areas.find((area) => area.id === text.toLowerCase()) ??
      areas.find((area) => nameKey(area.name) === nameKey(text));
    if (found) {
      if (!ids.includes(found.id)) ids.push(found.id);
    } else unknown.push(text);
  }
  return { ids, unknown };
}

/** The language of a row: a code (`pt`, `es-419`, the legacy `ek`), or empty for the importer's. */
export function importLanguage(text: string, fallback: Language): Language | null {
  return text === '' ? fallback : toLanguage(text);
}

const ISSUE_COLUMNS: Record<string, ImportColumn> = {
  email: 'email',
  username: 'username',
  firstName: 'firstName',
  lastName: 'lastName',
  inspectorId: 'inspectorId',
  roles: 'role',
  areaIds: 'areas',
};

export type ResolvedImportRow = {
  row: number;
  input: z.output<typeof municipalCreateUserSchema>;
  language: Language;
};

/**
 * Checks a row with the create-user form's schema (the elevated supervisor's, which also asks for
 * an area; the municipality is the import's), after its role, areas and language were resolved.
 * Either the form's values or the row's problems, one per column.
 */
export function checkImportRow(
  values: ImportRowValues,
  resolved: {
    role: Role | null;
    areaIds: string[];
    unknownAreas: string[];
    language: Language | null;
    roleAllowed: boolean;
  },
): { ok: true; row: ResolvedImportRow } | { ok: false; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const add = (problem: Omit<ImportProblem, 'row'>) => {
    if (!problems.some((known) => known.column === problem.column))
      problems.push({ row: values.row, ...problem });
  };
  const parsed = municipalCreateUserSchema.safeParse({
    email: values.email,
    username: values.username || usernameFromEmail(values.email),
    firstName: values.firstName,
    lastName: values.lastName,
    inspectorId: values.inspectorId,
    // An unknown role stands in as any role: its own problem (ROLE_UNKNOWN) says more than "required".
    roles: resolved.role ? [resolved.role] : values.role ? [ROLES[0]] : [],
    areaIds: resolved.areaIds.length ? resolved.areaIds : values.areas.length ? [NIL_UUID] : [],
    accountType: 'password',
  });
  // Unknown role and areas first: they say more than the schema's "required".
  if (values.role && !resolved.role) add({ column: 'role', code: 'ROLE_UNKNOWN', value: values.role });
  else if (resolved.role && !resolved.roleAllowed)
    add({ column: 'role', code: 'ROLE_NOT_ALLOWED', value: values.role });
  if (resolved.unknownAreas.length)
    add({ column: 'areas', code: 'AREA_UNKNOWN', value: resolved.unknownAreas.join(`${AREA_SEPARATOR} `) });
  if (!resolved.language) add({ column: 'language', code: 'LANGUAGE_UNKNOWN', value: values.language });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = ISSUE_COLUMNS[String(issue.path[0])] ?? null;
      // A username taken from a bad e-mail says nothing the e-mail's problem does not.
      if (column === 'username' && !values.username && problems.some((known) => known.column === 'email'))
        continue;
      add({ column, code: problemOfIssue(issue, column, values) });
    }
  }
  if (problems.length || !parsed.success) return { ok: false, problems };
  return { ok: true, row: { row: values.row, input: parsed.data, language: resolved.language! } };
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

function problemOfIssue(
  issue: z.core.$ZodIssue,
  column: ImportColumn | null,
  values: ImportRowValues,
): ImportProblemCode {
  const typed = column === 'areas' ? values.areas.length > 0 : column ? values[column] !== '' : true;
  if (issue.code === 'too_big') return 'TOO_LONG';
  if (column === 'email') return typed ? 'EMAIL_INVALID' : 'REQUIRED';
  if (column === 'username' && !values.username && !typed) return 'REQUIRED';
  if (!typed || issue.message.endsWith('requiredFields') || issue.message.endsWith('atLeastOneArea'))
    return 'REQUIRED';
  return 'INVALID';
}

/**
 * Rows that repeat an earlier row's e-mail, username or Legajo (compared as stored: e-mail by its
 * key, username lower case, Legajo without case): one problem per repeated column, naming the first.
 */
export function inFileDuplicates(
  rows: readonly { row: number; email: string; username: string; inspectorId: string | null }[],
): ImportProblem[] {
  const seen = {
    email: new Map<string, number>(),
    username: new Map<string, number>(),
    inspectorId: new Map<string, number>(),
  };
  const problems: ImportProblem[] = [];
  for (const entry of rows) {
    const keys = {
      email: emailKey(entry.email),
      username: entry.username.trim().toLowerCase(),
      inspectorId: (entry.inspectorId ?? '').trim().toLowerCase(),
    };
    for (const column of ['email', 'username', 'inspectorId'] as const) {
      const key = keys[column];
      if (!key) continue;
      const first = seen[column].get(key);
      if (first === undefined) seen[column].set(key, entry.row);
      else problems.push({ row: entry.row, column, code: 'DUPLICATE_IN_FILE', first });
    }
  }
  return problems;
}

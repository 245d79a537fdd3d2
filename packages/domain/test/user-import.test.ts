import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  USERS_IMPORT_CATALOGUES,
  checkImportRow,
  csvCell,
  importLanguage,
  inFileDuplicates,
  mapHeader,
  matchAreas,
  matchRole,
  normalizeImportRow,
  parseCsv,
  toCsv,
  usernameFromEmail,
  type ImportColumn,
} from '../src/index.ts';

const aliases = Object.fromEntries(
  IMPORT_COLUMNS.map((column) => [
    column,
    Object.values(USERS_IMPORT_CATALOGUES).map((catalogue) => catalogue.columns[column]),
  ]),
) as Record<ImportColumn, string[]>;
const esRoles = USERS_IMPORT_CATALOGUES.es.roles;
const AREA = { id: '0f9b6c1e-4a53-4c5e-9a45-2f1c9b5d7e01', name: 'Obras Privadas' };
const OTHER = { id: '7d3c2b1a-1111-4222-8333-944455556666', name: 'Bromatología' };

describe('header row', () => {
  it('maps headers in any language, without case or accents, and by column key', () => {
    const mapping = mapHeader(
      ['E-mail', 'NOMBRE', 'apellido', 'Role', 'areas', 'Legajo', 'idioma', 'Notas'],
      aliases,
    );
    expect(mapping.columns).toEqual({
      email: 0,
      firstName: 1,
      lastName: 2,
      role: 3,
      areas: 4,
      inspectorId: 5,
      language: 6,
    });
    expect(mapping.missing).toEqual([]);
    expect(mapping.ignored).toEqual(['Notas']);
  });

  it('names the required columns a header lacks', () => {
    expect(mapHeader(['email', 'role'], aliases).missing).toEqual(['firstName', 'lastName', 'areas']);
  });
});

describe('CSV', () => {
  it('reads comma or semicolon files, quotes, line breaks in cells and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    expect(parseCsv('a;b;c\n1;"2;3";"line\nbreak"')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2;3', 'line\nbreak'],
    ]);
  });

  it('writes cells a spreadsheet never runs as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@a')).toBe("'@a");
    expect(toCsv([['a', 1]])).toBe('\uFEFFa,1\r\n');
  });
});

describe('rows', () => {
  const columns = mapHeader(
    ['email', 'firstName', 'lastName', 'role', 'areas', 'username', 'inspectorId', 'language'],
    aliases,
  ).columns;
  const values = (cells: string[], row = 2) => normalizeImportRow(cells, columns, row);

  it('trims cells and splits areas on semicolons', () => {
    expect(values([' A@B.com ', 'Ana', '', 'Inspector', 'Obras Privadas; Bromatología', '', '', ''])).toEqual(
      {
        row: 2,
        email: 'A@B.com',
        firstName: 'Ana',
        lastName: '',
        role: 'Inspector',
        areas: ['Obras Privadas', 'Bromatología'],
        username: '',
        inspectorId: '',
        language: '',
      },
    );
  });

  it('finds a role by its key or its displayed name, areas by id or name', () => {
    expect(matchRole('ROLE_INSPECTOR', esRoles)).toBe('ROLE_INSPECTOR');
    expect(matchRole('inspector_elevado', esRoles)).toBe('ROLE_INSPECTOR_ELEVADO');
    expect(matchRole('supervisor ELEVADO', esRoles)).toBe('ROLE_SUPERVISOR_ELEVADO');
    expect(matchRole('Jefe', esRoles)).toBeNull();
    expect(matchAreas(['obras privadas', OTHER.id, 'Nada'], [AREA, OTHER])).toEqual({
      ids: [AREA.id, OTHER.id],
      unknown: ['Nada'],
    });
  });

  it('takes a language code (legacy ones too) or the importer’s when empty', () => {
    expect(importLanguage('', 'es')).toBe('es');
    expect(importLanguage('PT', 'es')).toBe('pt');
    expect(importLanguage('ek', 'es')).toBe('eu');
    expect(importLanguage('klingon', 'es')).toBeNull();
  });

  it('derives a missing username from the e-mail', () => {
    expect(usernameFromEmail('Ana.Pérez+x@Example.com')).toBe('ana.prezx');
  });

  const resolved = {
    role: 'ROLE_INSPECTOR' as const,
    areaIds: [AREA.id],
    unknownAreas: [],
    language: 'es' as const,
    roleAllowed: true,
  };

  it('gives the create-user form’s values of a good row', () => {
    const checked = checkImportRow(
      values(['Ana@Example.com', 'Ana', 'Pérez', 'x', 'x', '', 'L-1', '']),
      resolved,
    );
    expect(checked).toEqual({
      ok: true,
      row: {
        row: 2,
        language: 'es',
        input: {
          email: 'ana@example.com',
          username: 'ana',
          firstName: 'Ana',
          lastName: 'Pérez',
          inspectorId: 'L-1',
          roles: ['ROLE_INSPECTOR'],
          areaIds: [AREA.id],
          accountType: 'password',
        },
      },
    });
  });

  it('reports each problem by column with its code', () => {
    const problems = (cells: string[], overrides: Partial<typeof resolved> | object = {}) => {
      const checked = checkImportRow(values(cells, 5), { ...resolved, ...overrides });
      return checked.ok ? [] : checked.problems.map(({ column, code }) => `${column}:${code}`);
    };
    expect(problems(['', 'A', 'B', 'x', 'x', 'ana', '', ''])).toEqual(['email:REQUIRED']);
    expect(problems(['not-an-address', 'A', 'B', 'x', 'x', '', '', ''])).toEqual(['email:EMAIL_INVALID']);
    expect(problems(['a@b.com', 'x'.repeat(81), 'B', 'x', 'x', '', '', ''])).toEqual(['firstName:TOO_LONG']);
    expect(problems(['a@b.com', 'A', 'B', 'Jefe', 'x', '', '', ''], { role: null })).toEqual([
      'role:ROLE_UNKNOWN',
    ]);
    expect(problems(['a@b.com', 'A', 'B', '', 'x', '', '', ''], { role: null })).toEqual(['role:REQUIRED']);
    expect(problems(['a@b.com', 'A', 'B', 'x', 'x', '', '', ''], { roleAllowed: false })).toEqual([
      'role:ROLE_NOT_ALLOWED',
    ]);
    expect(
      problems(['a@b.com', 'A', 'B', 'x', 'Nada', '', '', ''], { areaIds: [], unknownAreas: ['Nada'] }),
    ).toEqual(['areas:AREA_UNKNOWN']);
    expect(problems(['a@b.com', 'A', 'B', 'x', '', '', '', ''], { areaIds: [] })).toEqual(['areas:REQUIRED']);
    expect(problems(['a@b.com', 'A', 'B', 'x', 'x', '', '', 'xx'], { language: null })).toEqual([
      'language:LANGUAGE_UNKNOWN',
    ]);
    expect(problems(['a@b.com', 'A', 'B', 'x', 'x', 'bad\u0000name', '', ''])).toEqual(['username:INVALID']);
  });

  it('finds e-mails, usernames and Legajos repeated inside the file', () => {
    expect(
      inFileDuplicates([
        { row: 2, email: 'a@b.com', username: 'ana', inspectorId: '7' },
        { row: 3, email: 'A@B.COM ', username: 'otra', inspectorId: null },
        { row: 4, email: 'c@b.com', username: 'ANA', inspectorId: '7' },
      ]),
    ).toEqual([
      { row: 3, column: 'email', code: 'DUPLICATE_IN_FILE', first: 2 },
      { row: 4, column: 'username', code: 'DUPLICATE_IN_FILE', first: 2 },
      { row: 4, column: 'inspectorId', code: 'DUPLICATE_IN_FILE', first: 2 },
    ]);
  });
});

import { Writable } from 'node:stream';
import { AREA_SEPARATOR, IMPORT_COLUMNS, toCsv, type Language } from '@cabildo/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { areas } from '../../db/schema/index.ts';
import { usersImportTexts } from '../../i18n.ts';
import { XlsxWriter } from '../../spreadsheet/xlsx.ts';
import type { AuthContext } from '../auth/index.ts';
import { mayAccess, requireAccess } from '../access/index.ts';

/**
 * The import template (issue 29 item 5): the header row in the reader's language and one example
 * row (an inspector of the municipality's first two areas), as CSV or as a small .xlsx.
 */
export async function importTemplate(
  ctx: AppContext,
  auth: AuthContext,
  format: 'csv' | 'xlsx',
  language: Language,
  requested?: string,
) {
  requireAccess(auth, 'manage', 'usuario_municipio');
  const t = usersImportTexts(language);
  // Example areas of the admin's chosen municipality, else of the own one.
  const municipalityId =
    (mayAccess(auth, 'manage', 'municipio') ? requested : undefined) ?? auth.user.municipality?.id;
  const examples = municipalityId
    ? await ctx.database.db
        .select({ name: areas.name })
        .from(areas)
        .where(eq(areas.municipalityId, municipalityId))
        .orderBy(asc(areas.name))
        .limit(2)
    : [];
  const header = IMPORT_COLUMNS.map((column) => t(`columns.${column}`));
  const example = [
    'ana.perez@example.com',
    t('template.firstName'),
    t('template.lastName'),
    t('roles.ROLE_INSPECTOR'),
    (examples.length ? examples.map((area) => area.name) : [t('columns.areas')]).join(`${AREA_SEPARATOR} `),
    'aperez',
    t('template.inspectorId'),
    language,
  ];
  const name = t('template.fileName');
  return format === 'csv'
    ? {
        bytes: Buffer.from(toCsv([header, example]), 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${name}.csv`,
      }
    : {
        bytes: await simpleXlsx([header, example], name),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
      };
}

/**
 * A one-sheet workbook of the rows (the first as the header), by the answers export's writer into
 * memory, every column's texts as shared strings (as spreadsheets write them). Small files only:
 * the template, and the tests' uploads.
 */
export async function simpleXlsx(
  rows: readonly (readonly string[])[],
  sheetName = 'Sheet1',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const [header = [], ...body] = rows;
  const xlsx = await XlsxWriter.start(sink, {
    sheetName,
    columnCount: header.length,
    shared: header.map(() => true),
  });
  await xlsx.header(header);
  await xlsx.rows(body);
  await xlsx.finish();
  return Buffer.concat(chunks);
}

import zlib from 'node:zlib';
import { AREA_SEPARATOR, IMPORT_COLUMNS, toCsv, type Language } from '@cabildo/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { areas } from '../../db/schema.ts';
import { usersImportTexts } from '../../i18n.ts';
import type { AuthContext } from '../auth/guard.ts';

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
  const t = usersImportTexts(language);
  // Example areas of the admin's chosen municipality, else of the own one.
  const municipalityId =
    (auth.user.role === 'ROLE_ADMIN' ? requested : undefined) ?? auth.user.municipality?.id;
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
        bytes: simpleXlsx([header, example]),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
      };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A, B, …, Z, AA, … */
const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/**
 * A one-sheet workbook of text cells (shared strings, as spreadsheets write them), in a zip of
 * deflated parts. Small files only: the template, and the tests' uploads.
 */
export function simpleXlsx(rows: readonly (readonly string[])[]): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const sheetRows = rows
    .map((cells, rowIndex) => {
      const xml = cells
        .map((cell, column) => {
          if (!index.has(cell)) index.set(cell, strings.push(cell) - 1);
          return `<c r="${columnName(column)}${rowIndex + 1}" t="s"><v>${index.get(cell)}</v></c>`;
        })
        .join('');
      return `<row r="${rowIndex + 1}">${xml}</row>`;
    })
    .join('');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zip([
    [
      '[Content_Types].xml',
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${head}<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${head}<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${head}<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `${head}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ],
    [
      'xl/sharedStrings.xml',
      `${head}<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings
        .map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`)
        .join('')}</sst>`,
    ],
  ]);
}

/** A zip of deflated entries (no data descriptors: the sizes are known). */
function zip(files: [name: string, text: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    const deflated = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

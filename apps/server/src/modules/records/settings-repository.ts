import {
  DEFAULT_PDF_SETTINGS,
  logoConflict,
  pdfSettingsSchema,
  type LogoImage,
  type PdfSettings,
  type PdfSettingsResponse,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pdfSettings } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';

/** A municipality's logo as the record embeds it. */
export type RecordLogo = { bytes: Buffer; type: 'image/png' | 'image/jpeg'; width: number; height: number };
/** Who changes the settings, for the audit trail. */
export type SettingsActor = { id: string; ip: string | null };

/** Stored settings read back through the schema: a field added later gets its default. */
const parsed = (stored: unknown): PdfSettings => {
  const result = pdfSettingsSchema.safeParse(stored);
  return result.success ? result.data : DEFAULT_PDF_SETTINGS;
};

const hasLogoColumn = sql<boolean>`${pdfSettings.logo} IS NOT NULL`;

/**
 * The PDF settings and logo of a municipality, as a record is drawn with them: the defaults and no
 * logo while nobody has set them.
 */
export async function recordSettings(
  ctx: AppContext,
  municipalityId: string,
): Promise<{ settings: PdfSettings; logo: RecordLogo | null }> {
  const [row] = await ctx.database.db
    .select()
    .from(pdfSettings)
    .where(eq(pdfSettings.municipalityId, municipalityId))
    .limit(1);
  if (!row) return { settings: DEFAULT_PDF_SETTINGS, logo: null };
  const type = row.logoType;
  const logo: RecordLogo | null =
    row.logo && (type === 'image/png' || type === 'image/jpeg')
      ? { bytes: row.logo, type, width: row.logoWidth ?? 0, height: row.logoHeight ?? 0 }
      : null;
  return { settings: parsed(row.settings), logo };
}

/** The settings and whether a logo is stored, without reading the logo's bytes. */
export async function settingsView(db: DbOrTx, municipalityId: string): Promise<PdfSettingsResponse> {
  const [row] = await db
    .select({ settings: pdfSettings.settings, hasLogo: hasLogoColumn })
    .from(pdfSettings)
    .where(eq(pdfSettings.municipalityId, municipalityId))
    .limit(1);
  return row
    ? { settings: parsed(row.settings), hasLogo: row.hasLogo }
    : { settings: DEFAULT_PDF_SETTINGS, hasLogo: false };
}

/** The stored logo's bytes and type (the settings dialog's preview), or null. */
export async function storedLogo(
  db: DbOrTx,
  municipalityId: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const [row] = await db
    .select({ bytes: pdfSettings.logo, type: pdfSettings.logoType })
    .from(pdfSettings)
    .where(eq(pdfSettings.municipalityId, municipalityId))
    .limit(1);
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
}

const conflict = () => apiError('LOGO_WITH_PORTABLE_PRINT');

/** What the audit trail keeps of a logo: never its bytes. */
const logoFacts = (row: {
  logo: Buffer | null;
  logoType: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
}) =>
  row.logo
    ? { type: row.logoType, width: row.logoWidth, height: row.logoHeight, size: row.logo.length }
    : null;

/**
 * Runs `change` on the municipality's row, locked: created with the defaults first if missing, so
 * two changes (settings and logo) are taken one after the other and the exclusion holds.
 */
async function withLockedRow<T>(
  ctx: AppContext,
  municipalityId: string,
  change: (tx: Tx, row: typeof pdfSettings.$inferSelect) => Promise<T>,
): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(pdfSettings)
      .values({ municipalityId, settings: DEFAULT_PDF_SETTINGS })
      .onConflictDoNothing({ target: pdfSettings.municipalityId });
    const [row] = await tx
      .select()
      .from(pdfSettings)
      .where(eq(pdfSettings.municipalityId, municipalityId))
      .for('update');
    return change(tx, row!);
  });
}

/** Saves the settings; refused (nothing changed) when they turn portable print on while a logo is stored. */
export async function saveSettings(
  ctx: AppContext,
  municipalityId: string,
  settings: PdfSettings,
  actor: SettingsActor,
): Promise<PdfSettingsResponse> {
  return withLockedRow(ctx, municipalityId, async (tx, row) => {
    const hasLogo = row.logo !== null;
    if (logoConflict(settings, hasLogo)) throw conflict();
    await tx
      .update(pdfSettings)
      .set({ settings, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(pdfSettings.municipalityId, municipalityId));
    await audit(tx, {
      actorId: actor.id,
      action: 'update',
      subject: 'pdf_settings',
      subjectId: municipalityId,
      before: parsed(row.settings),
      after: settings,
      ip: actor.ip,
    });
    return { settings, hasLogo };
  });
}

/** Stores (or replaces) the logo; refused (nothing changed) while portable print is on. */
export async function saveLogo(
  ctx: AppContext,
  municipalityId: string,
  bytes: Buffer,
  logo: LogoImage,
  actor: SettingsActor,
): Promise<PdfSettingsResponse> {
  return withLockedRow(ctx, municipalityId, async (tx, row) => {
    const settings = parsed(row.settings);
    if (logoConflict(settings, true)) throw conflict();
    const next = { logo: bytes, logoType: logo.type, logoWidth: logo.width, logoHeight: logo.height };
    await tx
      .update(pdfSettings)
      .set({ ...next, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(pdfSettings.municipalityId, municipalityId));
    await audit(tx, {
      actorId: actor.id,
      action: 'logo.upload',
      subject: 'pdf_settings',
      subjectId: municipalityId,
      before: logoFacts(row),
      after: logoFacts(next),
      ip: actor.ip,
    });
    return { settings, hasLogo: true };
  });
}

/** Removes the logo (nothing to do when there is none). */
export async function deleteLogo(
  ctx: AppContext,
  municipalityId: string,
  actor: SettingsActor,
): Promise<PdfSettingsResponse> {
  const view = await settingsView(ctx.database.db, municipalityId);
  if (!view.hasLogo) return view;
  return withLockedRow(ctx, municipalityId, async (tx, row) => {
    const settings = parsed(row.settings);
    if (row.logo === null) return { settings, hasLogo: false };
    await tx
      .update(pdfSettings)
      .set({
        logo: null,
        logoType: null,
        logoWidth: null,
        logoHeight: null,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(pdfSettings.municipalityId, municipalityId));
    await audit(tx, {
      actorId: actor.id,
      action: 'logo.delete',
      subject: 'pdf_settings',
      subjectId: municipalityId,
      before: logoFacts(row),
      after: null,
      ip: actor.ip,
    });
    return { settings, hasLogo: false };
  });
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { municipalities } from '../../db/schema/index.ts';
import { recordSettings } from '../records/index.ts';
import { CABILDO_LOGO_PNG } from './cabildo-logo.ts';
import type { MailBrand } from './layout.ts';

/** Cabildo's own name and logo: e-mails of no municipality (an administrator's password reset). */
export const CABILDO_BRAND: MailBrand = {
  name: 'Cabildo',
  logo: { bytes: CABILDO_LOGO_PNG, type: 'image/png', width: 96, height: 96 },
  municipality: false,
};

/**
 * Whom an e-mail speaks for: the municipality's name and logo as its PDF records print them (its PDF
 * settings), Cabildo's logo while it has none; Cabildo itself without a municipality.
 */
export async function mailBrand(ctx: AppContext, municipalityId: string | null): Promise<MailBrand> {
  if (!municipalityId) return CABILDO_BRAND;
  const [row] = await ctx.database.db
    .select({ name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId))
    .limit(1);
  if (!row) return CABILDO_BRAND;
  const { settings, logo } = await recordSettings(ctx, municipalityId);
  return {
    // The name the records print (the settings' own, else the municipality's).
    name: settings.municipalityName || row.name,
    logo: logo
      ? {
          bytes: logo.bytes,
          type: logo.type,
          width: logo.width,
          height: logo.height,
        }
      : CABILDO_BRAND.logo,
    municipality: true,
  };
}

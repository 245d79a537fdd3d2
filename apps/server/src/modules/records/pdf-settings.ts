import type { MultipartFile } from '@fastify/multipart';
import { mayEditPdfSettings, mayReadPdfSettings, readLogo, type PdfSettings } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { deleteLogo, saveLogo, saveSettings, settingsView, storedLogo } from './settings-repository.ts';

const tooLarge = () => apiError('LOGO_TOO_LARGE');

/**
 * A municipality's PDF settings and logo (spec part 3 §2, §3 "PDF settings", §5, §9), read or
 * changed by whoever the records' rules allow — never another municipality's, the admin aside
 * (docs/decisions.md "Records"). Every entry point asks them first (403), then finds the
 * municipality (404); an upload is read only after both.
 */
export class PdfSettingsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The access gate of the PDF settings: the domain's record rules (`mayEditPdfSettings`, `mayReadPdfSettings`). */
  private async requireSettings(auth: AuthContext, need: 'read' | 'edit', municipalityId: string) {
    const allowed =
      need === 'edit'
        ? mayEditPdfSettings(auth.ability, auth.actor, municipalityId)
        : mayReadPdfSettings(auth.ability, auth.actor, municipalityId);
    if (!allowed) throw apiError('FORBIDDEN');
    const [found] = await this.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.id, municipalityId))
      .limit(1);
    if (!found) throw apiError('NOT_FOUND', { resource: 'Municipality' });
  }

  async view(auth: AuthContext, municipalityId: string) {
    await this.requireSettings(auth, 'read', municipalityId);
    return settingsView(this.db, municipalityId);
  }

  async save(auth: AuthContext, municipalityId: string, settings: PdfSettings, ip: string) {
    await this.requireSettings(auth, 'edit', municipalityId);
    return saveSettings(this.ctx, municipalityId, settings, { id: auth.row.id, ip });
  }

  async logo(auth: AuthContext, municipalityId: string): Promise<{ bytes: Buffer; type: string }> {
    await this.requireSettings(auth, 'read', municipalityId);
    const logo = await storedLogo(this.db, municipalityId);
    if (!logo) throw apiError('NOT_FOUND', { resource: 'Logo' });
    return logo;
  }

  /** A png or jpeg by content (whatever the name says), at most LOGO_MAX_BYTES. */
  async uploadLogo(
    auth: AuthContext,
    municipalityId: string,
    upload: () => Promise<MultipartFile | undefined>,
    ip: string,
  ) {
    await this.requireSettings(auth, 'edit', municipalityId);
    const part = await upload();
    if (!part) throw apiError('FILE_MISSING');
    const body = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    });
    if (part.file.truncated) throw tooLarge();
    const read = readLogo(body);
    if (!read.ok) {
      if (read.code === 'LOGO_TOO_LARGE') throw tooLarge();
      throw apiError('LOGO_FORMAT_INVALID');
    }
    return saveLogo(this.ctx, municipalityId, body, read.logo, { id: auth.row.id, ip });
  }

  async removeLogo(auth: AuthContext, municipalityId: string, ip: string) {
    await this.requireSettings(auth, 'edit', municipalityId);
    return deleteLogo(this.ctx, municipalityId, { id: auth.row.id, ip });
  }
}

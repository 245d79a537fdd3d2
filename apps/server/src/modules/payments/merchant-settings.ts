import { subject } from '@casl/ability';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import type { MerchantStore } from './merchants.ts';

type MerchantView = { merchantCode: string | null; secretStored: boolean };

/** A municipality's card merchant as its settings page shows and sets it (admin: `manage municipio`). */
export class MerchantSettings {
  constructor(
    private readonly ctx: AppContext,
    private readonly store: MerchantStore,
  ) {}

  /** Its code and whether a secret is stored — never the secret. */
  describe(auth: AuthContext, municipalityId: string): Promise<MerchantView> {
    requireAccess(auth, 'manage', subject('municipio', { id: municipalityId }));
    return this.store.describe(this.ctx.database.db, municipalityId);
  }

  async save(
    auth: AuthContext,
    municipalityId: string,
    input: { merchantCode: string; secret: string },
    ip: string,
  ): Promise<MerchantView> {
    requireAccess(auth, 'manage', subject('municipio', { id: municipalityId }));
    const { db } = this.ctx.database;
    await this.store.save(db, municipalityId, input.merchantCode, input.secret, auth.row.id, ip);
    return this.store.describe(db, municipalityId);
  }
}

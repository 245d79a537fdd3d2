import {
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_KEYS,
  remoteConfigSchema,
  revocationInstant,
  type RemoteConfig,
} from '@cabildo/domain';
import type { Database } from '../../db/client.ts';
import { remoteConfig } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';
import { requireAccess } from '../access/index.ts';
import type { AuthContext, SessionService } from '../auth/index.ts';

const CHANGED_CHANNEL = 'cabildo_remote_config_changed';
const CACHE_MS = 5_000;

/** Remote configuration: read often (every authenticated request), written rarely. */
export class RemoteConfigService {
  private cached: { value: RemoteConfig; at: number } | null = null;
  /** Counts the changes heard of; a read that saw one happen meanwhile is not kept. */
  private changes = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
  ) {}

  async start(): Promise<void> {
    // Another instance changed it: forget our copy.
    this.unlisten = await this.database.listen(
      CHANGED_CHANNEL,
      () => this.forget(),
      () => this.forget(),
    );
  }

  private forget(): void {
    this.cached = null;
    this.changes += 1;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  async get(): Promise<RemoteConfig> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const changesBefore = this.changes;
    const rows = await this.database.db.select().from(remoteConfig);
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    const value = remoteConfigSchema.parse({
      ...REMOTE_CONFIG_DEFAULTS,
      ...pickKnown(stored),
    });
    // A change announced while this read ran may be missing from it: kept, it would hide the change
    // for the cache's whole life; the next call reads again.
    if (this.changes === changesBefore) this.cached = { value, at: Date.now() };
    return value;
  }

  async revokedBefore(): Promise<Date | null> {
    return revocationInstant((await this.get()).web_session_revokation_datetime);
  }

  /** The admin's change (any signed-in person may read it, anyone at all through `get`). */
  async update(auth: AuthContext, changes: Partial<RemoteConfig>, ip: string): Promise<RemoteConfig> {
    requireAccess(auth, 'manage', 'usuario');
    const actor = { id: auth.row.id, ip };
    const before = await this.get();
    await this.database.db.transaction(async (tx) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        await tx
          .insert(remoteConfig)
          .values({ key, value, updatedBy: actor.id, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: remoteConfig.key,
            set: { value, updatedBy: actor.id, updatedAt: new Date() },
          });
      }
      await audit(tx, {
        actorId: actor.id,
        action: 'update',
        subject: 'remote_config',
        before,
        after: { ...before, ...changes },
        ip: actor.ip,
      });
    });
    this.forget();
    await this.database.notify(CHANGED_CHANNEL, '');
    const after = await this.get();
    const instant = revocationInstant(after.web_session_revokation_datetime);
    if (changes.web_session_revokation_datetime !== undefined && instant && instant <= new Date()) {
      await this.sessions.revoke({ createdBefore: instant }, 'remote-config');
    }
    return after;
  }
}

function pickKnown(stored: Record<string, unknown>): Partial<RemoteConfig> {
  return Object.fromEntries(
    Object.entries(stored).filter(([key]) => (REMOTE_CONFIG_KEYS as readonly string[]).includes(key)),
  );
}

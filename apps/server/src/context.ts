import type { Mailer } from './adapters/mail/mailer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { SessionEventHub } from './live/session-events.ts';
import type { LoginLimiter } from './modules/auth/login-limiter.ts';
import type { SessionService } from './modules/auth/sessions.ts';
import type { RemoteConfigService } from './modules/remote-config/service.ts';

/** Everything a route needs from the outside, built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  sessions: SessionService;
  remoteConfig: RemoteConfigService;
  sessionEvents: SessionEventHub;
  loginLimiter: LoginLimiter;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { appUrlProblem, hostProblem, httpUrlProblem, tileUrlProblem } from './config-addresses.ts';
import { parseAddressRange, type AddressRange } from './http/address-ranges.ts';
import { parseProxyTrust, type ProxyTrust } from './http/proxy-trust.ts';
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHOTO_MAX_SIDE_DEFAULT,
  PHOTO_MAX_SIDE_LIMITS,
} from '@cabildo/domain';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** http://localhost, 127.x.x.x or [::1]: a provider on this machine (tests, development). */
export function isLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A text setting checked by one of config-addresses.ts's checks (its problem is the message). */
const checkedBy = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, context) => {
    const found = problem(value);
    if (found) context.addIssue({ code: 'custom', message: found });
  });

/** An http:// or https:// address (a system Cabildo calls over HTTP). */
const httpUrl = checkedBy((value) => httpUrlProblem(value));

/** `Name <address>` or `address` (a sender the SMTP server will take). */
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

/** S3 bucket names: 3–63 of a–z, 0–9, dots and hyphens, a letter or digit at each end, no "..", not an IP. */
const S3_BUCKET_PATTERN = /^(?!\d+\.\d+\.\d+\.\d+$)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An SMTP URL nodemailer can use: smtp:// or smtps://, a host, a port if given in 1–65535. */
function smtpUrlProblem(value: string): string | null {
  if (!/^smtps?:\/\//.test(value)) return 'must be an smtp:// or smtps:// URL';
  if (!URL.canParse(value)) return 'is not a URL (user and password must be URL-encoded)';
  const url = new URL(value);
  if (!url.hostname) return 'names no host';
  if (url.port !== '' && (Number(url.port) < 1 || Number(url.port) > 65535)) return 'has a wrong port';
  return null;
}

/**
 * SECURITY_CONTACT (RFC 9116's Contact): a mailto: address or an https:// page where a vulnerability
 * is reported privately.
 */
const securityContact = z
  .string()
  .refine(
    (value) =>
      /^mailto:[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+$/.test(value) ||
      (/^https:\/\//.test(value) && URL.canParse(value)),
    'must be a mailto: address or an https:// URL (mailto:security@city.example, https://city.example/security)',
  );

/** Every variable, its check and its default: read by configSchema below into the config's shape. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: checkedBy(hostProblem).default('0.0.0.0'),
  APP_URL: checkedBy(appUrlProblem).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .superRefine((value, context) => {
      const problem = smtpUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'must be an e-mail address, or a name and <address>')
    .default('Cabildo <no-reply@cabildo.local>'),
  // The one e-mail rule (trimmed, ASCII-folded): the admin signs in with it as typed anywhere.
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must have at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  LOGIN_MAX_FAILURES_PER_MINUTE: positiveInt.default(10),
  LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: positiveInt.default(100),
  DEVICE_COOKIE_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  PUBLIC_ANSWERS_PER_MINUTE: positiveInt.default(30),
  PHOTO_MAX_SIDE: z.coerce
    .number()
    .int()
    .min(PHOTO_MAX_SIDE_LIMITS.min)
    .max(PHOTO_MAX_SIDE_LIMITS.max)
    .default(PHOTO_MAX_SIDE_DEFAULT),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseProxyTrust(value);
      if (trust === null || !('problem' in trust)) return trust;
      context.addIssue({ code: 'custom', message: trust.problem });
      return z.NEVER;
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  API_DOCS: z.enum(['public', 'admins']).default('admins'),
  MAP_TILE_URL: checkedBy(tileUrlProblem).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  STORAGE_S3_BUCKET: z
    .string()
    .regex(S3_BUCKET_PATTERN, 'must be a bucket name (3–63 of a–z, 0–9, "." and "-")')
    .optional(),
  STORAGE_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 (a–z, 0–9 and "-")')
    .default('us-east-1'),
  STORAGE_S3_ENDPOINT: httpUrl.optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MANAGEMENT_SYSTEM_URL: httpUrl.optional(),
  MANAGEMENT_SYSTEM_TOKEN: z.string().min(1).optional(),
  GEOCODING_URL: checkedBy((value) =>
    httpUrlProblem(value, 'a Nominatim-compatible service, such as https://nominatim.openstreetmap.org'),
  ).default('https://nominatim.openstreetmap.org'),
  CITIZEN_REGISTRY_URL: httpUrl.optional(),
  CITIZEN_REGISTRY_TOKEN: z.string().min(1).optional(),
  CITIZEN_PORTAL_URL: httpUrl.optional(),
  CITIZEN_PORTAL_TOKEN: z.string().min(1).optional(),
  CITIZEN_PORTAL_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  CITIZEN_PORTAL_TOKENS_PER_MINUTE: positiveInt.default(60),
  WEBHOOK_SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  WEBHOOK_ALLOW_HTTP_LOOPBACK: booleanFlag.default(false),
  WEBHOOK_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  JOBS_POLL_SECONDS: z.coerce
    .number()
    .refine((value) => value === 0 || (value >= 0.5 && value <= 3600), 'must be 0 or from 0.5 to 3600')
    .default(2),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  FILE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  STATISTICS_ROLLUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  BOOKING_URL: httpUrl.optional(),
  BOOKING_TOKEN: z.string().min(1).optional(),
  INTEGRATION_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  BOOKING_AUTHORIZE_URL: httpUrl.optional(),
  BOOKING_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  PAYMENT_GATEWAY_URL: httpUrl.optional(),
  PAYMENT_MERCHANT_CODE: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the merchant code (digits)')
    .default('999008881'),
  PAYMENT_MERCHANT_SECRET: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 24, 'must be a 24-byte secret in Base64')
    .optional(),
  PAYMENT_SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  OIDC_ISSUER: httpUrl
    .refine(
      (value) => value.startsWith('https://') || isLoopbackUrl(value),
      'must be an https:// URL (http:// only on a loopback address, for tests and development)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().min(1).optional(),
  PG_BIN_DIR: z.string().min(1).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SECURITY_CONTACT: securityContact.optional(),
  METRICS_ALLOW: z
    .string()
    .refine(
      (value) => value === 'none' || value.split(',').every((part) => parseAddressRange(part) !== null),
      'must be a comma-separated list of addresses or CIDR ranges (10.0.0.0/8, ::1/128), or none',
    )
    .default('127.0.0.0/8,::1/128'),
});

/**
 * The one config schema: the environment's variables, checked, into the shape the server reads.
 * `quickStart` and `base` are the start's (the root `npm start`, the caller's folder).
 */
const configSchema = ({ quickStart, base }: { quickStart: boolean; base: string }) =>
  envSchema.transform((e) => {
    const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
    const trustProxy: ProxyTrust = e.TRUST_PROXY ?? null;
    const metricsAllow: AddressRange[] =
      e.METRICS_ALLOW === 'none' ? [] : e.METRICS_ALLOW.split(',').map((part) => parseAddressRange(part)!);
    return {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      appUrl,
      dataDir: path.resolve(base, e.DATA_DIR),
      databaseUrl: e.DATABASE_URL ?? null,
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM,
      admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
      /**
       * Load the demo data set (17 accounts with the public password cabildo-demo) at start-up. In
       * production only when asked: SEED_DEMO=true, or the root `npm start` quick start (`--quick-start`)
       * on the embedded database; elsewhere, on the embedded database unless SEED_DEMO says otherwise.
       */
      seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL === undefined && (e.NODE_ENV !== 'production' || quickStart)),
      session: {
        idleMs: e.SESSION_IDLE_MINUTES * 60_000,
        absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      },
      loginMaxFailuresPerMinute: e.LOGIN_MAX_FAILURES_PER_MINUTE,
      /** Failed sign-ins per minute on the whole server (one instance), device cookies aside. */
      loginMaxGlobalFailuresPerMinute: e.LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE,
      /** Signs the device cookies; null: a random key per process. */
      deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? null,
      publicAnswersPerMinute: e.PUBLIC_ANSWERS_PER_MINUTE,
      /** Longest side, in pixels, photos are scaled to in the browser before upload. */
      photoMaxSide: e.PHOTO_MAX_SIDE,
      /** The proxies in front (TRUST_PROXY): none, how many, or their addresses (http/proxy-trust.ts). */
      trustProxy,
      logLevel: e.LOG_LEVEL,
      /** After SIGTERM, how long requests and downloads in flight may go on before they are cut (ms). */
      shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
      /** Excel exports one instance writes at once (the rest wait in line); default the CPU cores, at least 2. */
      exportConcurrency: e.EXPORT_CONCURRENCY ?? Math.max(2, os.availableParallelism()),
      /** Where pg_dump and pg_restore are (PG_BIN_DIR) for the backup; null: on the PATH. */
      pgBinDir: e.PG_BIN_DIR ? path.resolve(base, e.PG_BIN_DIR) : null,
      /** Where vulnerabilities are reported (SECURITY_CONTACT, a mailto: or https: URI); null: no security.txt. */
      securityContact: e.SECURITY_CONTACT ?? null,
      /** Addresses that may read /metrics without an admin session (METRICS_ALLOW). */
      metricsAllow,
      webDistDir: e.WEB_DIST_DIR ? path.resolve(base, e.WEB_DIST_DIR) : null,
      /** Who sees the Swagger UI at /api/docs (the OpenAPI JSON is always served). */
      apiDocs: e.API_DOCS,
      map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
      /** Nominatim-compatible provider used where a municipality names none of its own. */
      geocodingUrl: e.GEOCODING_URL,
      /**
       * Webhooks (issue 18): the key encrypting endpoint secrets; whether endpoints may be on private
       * networks and loopback; whether http:// is taken for loopback addresses (tests, development);
       * how often due deliveries are looked for (a job once a period across every instance; 0: this
       * instance schedules none) and how long a delivery waits for a receiver.
       */
      webhooks: {
        secretKey: e.WEBHOOK_SECRET_KEY ?? null,
        allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
        allowHttpLoopback: e.WEBHOOK_ALLOW_HTTP_LOOPBACK,
        pollMs: e.WEBHOOK_POLL_SECONDS * 1000,
        timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      },
      /**
       * The job queue (issue 20 item 1, modules/jobs): how often this instance's workers look for jobs
       * (0: this instance runs none, it only queues them), the first delay of a failed job's retries
       * (doubling each time; 0: at once), and the periods of the scheduled jobs, each run once a period
       * across every instance.
       */
      jobs: {
        pollSeconds: e.JOBS_POLL_SECONDS,
        retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
        fileSweepSeconds: e.FILE_SWEEP_SECONDS,
        statisticsRollupSeconds: e.STATISTICS_ROLLUP_SECONDS,
      },
      s3: e.STORAGE_S3_BUCKET
        ? {
            bucket: e.STORAGE_S3_BUCKET,
            region: e.STORAGE_S3_REGION,
            endpoint: e.STORAGE_S3_ENDPOINT ?? null,
            accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY ?? null,
          }
        : null,
      managementSystem: e.MANAGEMENT_SYSTEM_URL
        ? { url: e.MANAGEMENT_SYSTEM_URL, token: e.MANAGEMENT_SYSTEM_TOKEN ?? null }
        : null,
      citizenRegistry: e.CITIZEN_REGISTRY_URL
        ? { url: e.CITIZEN_REGISTRY_URL, token: e.CITIZEN_REGISTRY_TOKEN ?? null }
        : null,
      /** The citizen portal: its URL (else the embedded demo portal), the embedded token secret, requests per IP a minute. */
      citizenPortal: {
        url: e.CITIZEN_PORTAL_URL ?? null,
        token: e.CITIZEN_PORTAL_TOKEN ?? null,
        secret: e.CITIZEN_PORTAL_SECRET ?? null,
        perMinute: e.CITIZEN_PORTAL_TOKENS_PER_MINUTE,
      },
      /** How long a call to the management system, citizen registry, citizen portal or booking system may take (ms). */
      integrationTimeoutMs: Math.round(e.INTEGRATION_TIMEOUT_SECONDS * 1000),
      /**
       * The booking system (turnero): its API and authorise address, else the embedded one (its page
       * at APP_URL/turnero/autorizar) with its code key.
       */
      booking: {
        url: e.BOOKING_URL ?? null,
        token: e.BOOKING_TOKEN ?? null,
        authorizeUrl: e.BOOKING_AUTHORIZE_URL ?? null,
        secret: e.BOOKING_SECRET ?? null,
      },
      /**
       * Card payments: the gateway's payment page (else the embedded sandbox), the default merchant
       * code and secret (a municipality may store its own), the key encrypting stored merchant secrets.
       */
      payments: {
        gatewayUrl: e.PAYMENT_GATEWAY_URL ?? null,
        merchantCode: e.PAYMENT_MERCHANT_CODE,
        merchantSecret: e.PAYMENT_MERCHANT_SECRET ?? null,
        secretKey: e.PAYMENT_SECRET_KEY ?? null,
      },
      /**
       * Single sign-on (OpenID Connect): the provider's issuer, this client's id and secret (none: a
       * public client, PKCE only), the button's label, and the two addresses to register with the
       * provider (sign-in callback and after sign-out), both under APP_URL.
       */
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? {
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET ?? null,
              label: e.OIDC_LABEL ?? null,
              redirectUri: `${appUrl}/api/auth/oidc/callback`,
              postLogoutRedirectUri: `${appUrl}/api/auth/oidc/signed-out`,
            }
          : null,
    };
  });

/** The server's settings: what configSchema makes of the environment. */
export type Config = z.output<ReturnType<typeof configSchema>>;

export class ConfigError extends Error {}

/** A setting of an adapter whose address is missing would be ignored (the embedded default runs). */
const NEEDS: [setting: string, required: string][] = [
  ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_BUCKET'],
  ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_BUCKET'],
  ['STORAGE_S3_SECRET_ACCESS_KEY', 'STORAGE_S3_BUCKET'],
  ['STORAGE_S3_REGION', 'STORAGE_S3_BUCKET'],
  ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'],
  ['STORAGE_S3_SECRET_ACCESS_KEY', 'STORAGE_S3_ACCESS_KEY_ID'],
  ['MANAGEMENT_SYSTEM_TOKEN', 'MANAGEMENT_SYSTEM_URL'],
  ['CITIZEN_REGISTRY_TOKEN', 'CITIZEN_REGISTRY_URL'],
  ['CITIZEN_PORTAL_TOKEN', 'CITIZEN_PORTAL_URL'],
  ['BOOKING_TOKEN', 'BOOKING_URL'],
  ['BOOKING_AUTHORIZE_URL', 'BOOKING_URL'],
];

/** The first rule between settings the set variables break (as written: before defaults), or null. */
function settingsTogetherProblem(set: Record<string, string | undefined>): string | null {
  if ((set.ADMIN_EMAIL === undefined) !== (set.ADMIN_PASSWORD === undefined))
    return 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together';
  for (const [setting, required] of NEEDS) {
    if (set[setting] !== undefined && set[required] === undefined)
      return `${required} is required with ${setting}`;
  }
  if (set.BOOKING_URL && !set.BOOKING_AUTHORIZE_URL)
    return 'BOOKING_AUTHORIZE_URL is required with BOOKING_URL';
  if (set.OIDC_ISSUER && !set.OIDC_CLIENT_ID) return 'OIDC_CLIENT_ID is required with OIDC_ISSUER';
  if (!set.OIDC_ISSUER && (set.OIDC_CLIENT_ID || set.OIDC_CLIENT_SECRET))
    return 'OIDC_ISSUER is required with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET';
  return null;
}

/**
 * Reads the environment into a typed config; a wrong value names its variable. `quickStart`: started
 * by the root `npm start` (the README's two commands), which stands for SEED_DEMO=true on the
 * embedded database when SEED_DEMO is not set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { quickStart = false } = {}): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
  const base = env.INIT_CWD ?? process.cwd();
  const parsed = configSchema({ quickStart, base }).safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problem = settingsTogetherProblem(blankToUndefined);
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  return parsed.data;
}

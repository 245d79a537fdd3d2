// First, before any other module loads: a Node.js too old stops here in one line, then the garbage
// collector's policy (heap-policy.ts).
import './node-version-guard.ts';
import './heap-policy.ts';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { smtpServerProblem } from './adapters/mail/mailer.ts';
import { s3BucketProblem } from './adapters/storage/s3.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { shutDown } from './http/lifecycle.ts';
import { anyUserExists, FIRST_ADMIN_STEPS } from './modules/auth/index.ts';
import { databaseDumpRoute } from './ops/dump-route.ts';
import { claimPgliteFolder, PgliteFolderInUse } from './ops/pglite-owner.ts';
import { ensureAdmin } from './seed/admin.ts';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './seed/demo.ts';
import { seedDemoAnswers } from './seed/demo-answers.ts';
import { seedDemoPaymentForm } from './seed/demo-payments.ts';

async function main() {
  // The root `npm start` (the README's quick start) passes --quick-start: demo data on the embedded
  // database unless SEED_DEMO says otherwise (config.ts). Any other production start loads none.
  const quickStart = process.argv.includes('--quick-start');
  const config = loadConfig(process.env, { quickStart });
  // The object store holds every file: a bucket that is missing or refuses the credentials is a
  // configuration error, found now rather than at the first upload.
  const storageProblem = config.s3 ? await s3BucketProblem(config.s3) : null;
  if (storageProblem) throw new ConfigError(`Invalid configuration:\n  ${storageProblem}`);
  // PGlite: this process holds DATA_DIR/pg (no second server, no backup opening it meanwhile).
  const pgliteClaim = config.databaseUrl ? null : claimPgliteFolder(config.dataDir, 'server');
  process.on('exit', () => pgliteClaim?.release());
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
  );
  const app = await buildApp({ config, database });
  let dumpToken: string | null = null;
  if (pgliteClaim) await app.register(databaseDumpRoute(database, () => dumpToken));
  if (database.migrationsApplied > 0)
    app.log.info({ migrations: database.migrationsApplied }, 'migrations applied');

  if (config.seedDemo) {
    const { createdUsers } = await seedDemo(database.db);
    if (createdUsers > 0) app.log.info({ createdUsers }, 'demo data seeded (password: cabildo-demo)');
    const { created } = await seedDemoAnswers(database.db, app.ctx.storage);
    await seedDemoPaymentForm(database.db);
    if (created > 0) app.log.info({ answers: created }, 'demo answers seeded');
  }
  if (config.admin && (await ensureAdmin(database.db, config.admin))) {
    app.log.info({ email: config.admin.email }, 'first administrator created');
  }
  // Said at every start, after the address (the last lines an operator reads): public demo
  // accounts in production, and a database with nobody who could sign in.
  const warnings: [fields: Record<string, unknown>, message: string][] = [];
  if (config.seedDemo && config.env === 'production') {
    const accounts = demoUsers().length;
    const asked = process.env.SEED_DEMO
      ? 'SEED_DEMO=true'
      : 'the quick start (npm start) on the embedded database';
    warnings.push([
      { demoData: true, accounts },
      `DEMO DATA SET ON IN PRODUCTION (${asked}): ${accounts} accounts, an administrator among them, ` +
        `sign in with the public password "${DEMO_PASSWORD}". This server must not face the internet. ` +
        'For a real deployment start with SEED_DEMO=false (or without it, off the quick start) on a new database.',
    ]);
  }
  if (!(await anyUserExists(database.db)))
    warnings.push([{ firstAdministrator: 'missing' }, FIRST_ADMIN_STEPS]);

  // SIGTERM (the orchestrator) or SIGINT (Ctrl-C): the graceful stop (http/lifecycle.ts), exit 0.
  // A second signal, or a stop that outlives the grace by 15 s, ends the process at once (exit 1).
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal }, 'signal received');
      setTimeout(() => {
        app.log.error('the shutdown did not finish in time: exiting now');
        process.exit(1);
      }, config.shutdownGraceMs + 15_000).unref();
      shutDown({
        app,
        database,
        lifecycle: app.ctx.lifecycle,
        graceMs: config.shutdownGraceMs,
        log: app.log,
      })
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'the shutdown failed');
          process.exit(1);
        });
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  dumpToken =
    pgliteClaim?.announce(wildcard ? '127.0.0.1' : config.host, (app.server.address() as AddressInfo).port) ??
    null;
  app.log.info(`Cabildo is running at ${config.appUrl}`);
  for (const [fields, message] of warnings) app.log.warn(fields, message);
  if (config.smtpUrl) {
    void smtpServerProblem(config.smtpUrl).then((problem) => {
      if (problem) app.log.warn(problem);
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PgliteFolderInUse) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

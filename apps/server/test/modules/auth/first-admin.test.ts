import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.ts';
import { DEMO_PASSWORD, demoEmail } from '../../support/helpers.ts';
import {
  createPostgresDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../support/server-process.ts';

/**
 * Issue 29 item 4 against the real server process (src/main.ts) with NODE_ENV=production, on a new
 * database of its own — a PGlite folder, or with TEST_DATABASE_URL a PostgreSQL database: no demo
 * accounts unless SEED_DEMO=true (then a warning at start), and while there is no user the log and
 * the sign-in settings say how to create the first administrator — ADMIN_EMAIL/ADMIN_PASSWORD, or
 * `npm run create-admin` (src/ops/create-admin.ts), driven here by its environment and by answers
 * piped to its standard input.
 */

const POSTGRES = process.env.TEST_DATABASE_URL || '';
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A new deployment: its DATA_DIR, and its database when on PostgreSQL — migrated here, so that the
 * server's first start (slow on a busy machine with PGlite) has only its own work to do, and empty.
 */
async function freshDeployment(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-first-admin-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (POSTGRES) {
    const created = await createPostgresDatabase(POSTGRES);
    cleanups.push(created.drop);
    env = { ...env, DATABASE_URL: created.url };
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: path.join(dataDir, 'pg') },
  );
  await database.close();
  return env;
}

/** Starts the server as production does: SEED_DEMO not set (blank is unset), unless `env` sets it. */
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ SEED_DEMO: '', ...env });
  cleanups.push(() => server.kill());
  // The start-up warnings follow the "is running" line, written once the server listens.
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    if (server.lines().some((line) => String(line.msg).startsWith('Cabildo is running'))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return server;
}

const warnings = (server: ServerProcess) =>
  server
    .lines()
    .filter((line) => line.level === 40)
    .map((line) => String(line.msg));

const settings = async (server: ServerProcess) =>
  (await (await fetch(`${server.base}/api/auth/settings`)).json()) as { firstAdminNeeded: boolean };

const signInStatus = async (server: ServerProcess, email: string, password: string) =>
  (
    await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email, password }),
    })
  ).status;

/** `npm run create-admin` (its script) with `env`, `args` and what is typed, one answer a line. */
function createAdmin(env: Record<string, string>, { args = [] as string[], input = '' } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      // The domain package from its TypeScript source (its "@cabildo/source" export), as in `npm run dev`.
      ['--conditions=@cabildo/source', '--import', 'tsx', 'src/ops/create-admin.ts', ...args],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.end(input);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const FIRST_ADMIN_HINT =
  /no user yet: create the first administrator — set ADMIN_EMAIL and ADMIN_PASSWORD .*npm run create-admin/;

describe('a production start on a new database', () => {
  it('loads no demo data, warns that there is no user, and the sign-in settings say so until one exists', async () => {
    const deployment = await freshDeployment();
    let server = await start(deployment);
    expect(await signInStatus(server, demoEmail('admin'), DEMO_PASSWORD)).toBe(401);
    expect(await settings(server)).toMatchObject({ firstAdminNeeded: true });
    expect(warnings(server)).toEqual([expect.stringMatching(FIRST_ADMIN_HINT)]);

    const typed = { ADMIN_EMAIL: ' IT@Muni.example ', ADMIN_PASSWORD: 'una-clave-larga' };
    if (!POSTGRES) {
      // PGlite is one process's database: the command says so instead of opening it beside the server.
      const refused = await createAdmin({ ...deployment, ...typed });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/is in use by process \d+ \(a server\)/);
      expect(refused.stderr).toMatch(/stop it, run npm run create-admin, then start it again/);
      await server.kill();
    }
    const created = await createAdmin({ ...deployment, ...typed });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      POSTGRES
        ? /^administrator created: it@muni\.example in the PostgreSQL database cabildo_test_\w+ on /
        : /^administrator created: it@muni\.example in the embedded database in .*cabildo-first-admin-\w+\/pg;/,
    );
    // The same address again: refused, nothing changed.
    const again = await createAdmin({
      ...deployment,
      ADMIN_EMAIL: 'it@muni.example',
      ADMIN_PASSWORD: 'otra-clave-larga',
    });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/a user with the e-mail it@muni\.example exists already/);

    if (!POSTGRES) server = await start(deployment);
    // The running server (PostgreSQL) or the restarted one (PGlite) sees the administrator.
    expect(await settings(server)).toMatchObject({ firstAdminNeeded: false });
    await signInOver(server.base, 'it@muni.example', 'una-clave-larga');
    expect(await signInStatus(server, 'it@muni.example', 'otra-clave-larga')).toBe(401);
    if (!POSTGRES) expect(warnings(server)).toEqual([]);
    await server.kill();
  }, 240_000);

  it('creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, then says nothing of it', async () => {
    const server = await start({
      ...(await freshDeployment()),
      ADMIN_EMAIL: 'sistemas@muni.example',
      ADMIN_PASSWORD: 'clave-de-arranque',
    });
    expect(server.lines().some((line) => line.msg === 'first administrator created')).toBe(true);
    expect(warnings(server)).toEqual([]);
    expect(await settings(server)).toMatchObject({ firstAdminNeeded: false });
    const session = await signInOver(server.base, 'sistemas@muni.example', 'clave-de-arranque');
    const me = await fetch(`${server.base}/api/auth/me`, { headers: { cookie: session.cookie } });
    expect(((await me.json()) as { user: { role: string; username: string } }).user).toMatchObject({
      role: 'ROLE_ADMIN',
      username: 'sistemas',
    });
    expect(await signInStatus(server, demoEmail('admin'), DEMO_PASSWORD)).toBe(401);
    await server.kill();
  }, 120_000);

  it('with SEED_DEMO=true loads the demo accounts and warns loudly at every start', async () => {
    const deployment = await freshDeployment();
    for (const round of [1, 2]) {
      const server = await start({ ...deployment, SEED_DEMO: 'true' });
      await signInOver(server.base, demoEmail('admin'), DEMO_PASSWORD);
      expect(await settings(server)).toMatchObject({ firstAdminNeeded: false });
      const demo = server.lines().filter((line) => line.level === 40 && line.demoData === true);
      expect(demo, `start ${round}`).toHaveLength(1);
      expect(demo[0]).toMatchObject({ accounts: 17 });
      expect(String(demo[0]!.msg)).toMatch(
        /^DEMO DATA SET ON IN PRODUCTION \(SEED_DEMO=true\): 17 accounts, an administrator among them, sign in with the public password "cabildo-demo"\. This server must not face the internet\./,
      );
      expect(warnings(server)).toHaveLength(1);
      await server.kill();
    }
  }, 240_000);
});

describe('npm run create-admin asks for what it is not given', () => {
  it('the e-mail and the password twice from standard input, each checked by the product’s rules', async () => {
    const deployment = await freshDeployment();
    const typed = [
      'no es un correo',
      'Ana@Muni.example',
      'corta',
      'una-clave-larga',
      'otra-distinta',
      'una-clave-larga',
      'una-clave-larga',
    ];
    const created = await createAdmin(deployment, { input: `${typed.join('\n')}\n` });
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^administrator created: ana@muni\.example in /);
    expect(created.stderr).toContain('E-mail of the administrator: ');
    expect(created.stderr).toContain('"no es un correo" is not an e-mail address Cabildo accepts');
    expect(created.stderr).toContain('the password must have 8 to 200 characters');
    expect(created.stderr).toContain('the two passwords differ');
    expect(created.stderr).not.toContain('una-clave-larga');

    // --email given: only the password is asked; input ending early is refused, nothing created.
    const ended = await createAdmin(deployment, {
      args: ['--email', 'luis@muni.example'],
      input: 'una-clave-larga\n',
    });
    expect(ended.code).toBe(2);
    expect(ended.stderr).not.toContain('E-mail of the administrator');
    expect(ended.stderr).toMatch(/no password given \(standard input ended\)/);
    const bad = await createAdmin(deployment, { args: ['--email=no-es-correo'] });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/the e-mail "no-es-correo" is not an e-mail address Cabildo accepts/);
    expect((await createAdmin(deployment, { args: ['--password', 'x'] })).stderr).toMatch(
      /^usage: npm run create-admin/,
    );

    const server = await start(deployment);
    await signInOver(server.base, 'ana@muni.example', 'una-clave-larga');
    expect(await signInStatus(server, 'luis@muni.example', 'una-clave-larga')).toBe(401);
    await server.kill();
  }, 240_000);
});

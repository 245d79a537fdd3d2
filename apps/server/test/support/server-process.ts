import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The real server in a process of its own (src/main.ts through tsx), for lifecycle tests. */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one statement on its own connection to `serverUrl` (creating, dropping, closing databases). */
export async function onPostgresServer(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server, dropped (forced) afterwards. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cabildo_test_${randomBytes(6).toString('hex')}`;
  const admin = (text: string) => onPostgresServer(serverUrl, text);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A port nothing listens on now (the system hands one out, then it is free for the server). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** The JSON log lines written so far (standard output). */
  lines: () => Record<string, unknown>[];
  /** The exit code (null: ended by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process if it still runs (SIGKILL) and waits for it. */
  kill: () => Promise<void>;
};

/**
 * Starts `src/main.ts` with `env` on a free port and waits until its liveness check answers (or
 * fails when the process ends first or after 60 s). Logs at info level are kept for the test.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@cabildo/source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEBHOOK_POLL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const server: ServerProcess = {
    base,
    port,
    child,
    lines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    kill: async () => {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    if (ended) throw new Error(`the server exited before answering:\n${stderr}\n${stdout}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`the server did not answer within 60 s:\n${stderr}`);
}

/** Signs in through HTTP: the cookie and CSRF token a browser would hold. */
export async function signInOver(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cabildo_session='))!;
  return { cookie: cookie.split(';')[0]!, csrfToken };
}

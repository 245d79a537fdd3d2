import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/**
 * pg_dump and pg_restore (Debian's postgresql-client, or PG_BIN_DIR). A client older than the
 * server cannot dump it: that is refused up front, naming both versions. The password travels in
 * PGPASSWORD, not on the command line (where `ps` would show it).
 */

export const pgTool = (binDir: string | null, name: 'pg_dump' | 'pg_restore') =>
  binDir ? path.join(binDir, name) : name;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.once('error', (error) =>
      reject(
        new Error(
          `${command} could not be run (${error.message}); install postgresql-client or set PG_BIN_DIR`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(command)} failed (${code}):\n${err.trim()}`)),
    );
  });
}

/** A connection URL without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The tool's version line, after checking that its major version is at least the server's. */
export async function checkedToolVersion(
  tool: string,
  url: string,
): Promise<{ tool: string; server: string }> {
  const line = (await run(tool, ['--version'])).trim();
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(line)?.[1]);
  const { server, serverMajor } = await withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string; num: string }>(
      "select current_setting('server_version') as version, current_setting('server_version_num') as num",
    );
    return { server: rows[0]!.version, serverMajor: Math.floor(Number(rows[0]!.num) / 10000) };
  });
  if (!(toolMajor >= serverMajor))
    throw new Error(
      `${line} is older than the PostgreSQL server (${server}): install the client of version ${serverMajor} ` +
        `(e.g. postgresql-client-${serverMajor}) and set PG_BIN_DIR to its folder (e.g. /usr/lib/postgresql/${serverMajor}/bin).`,
    );
  return { tool: line, server };
}

/** The whole database (every schema) in pg_dump's custom format, written to `file`. */
export async function pgDump(binDir: string | null, url: string, file: string): Promise<void> {
  const { url: bare, env } = splitPassword(url);
  await run(pgTool(binDir, 'pg_dump'), ['--format=custom', `--file=${file}`, `--dbname=${bare}`], env);
}

/** Restores a custom-format dump into the (empty) database; owners and grants are the restoring role's. */
export async function pgRestore(binDir: string | null, url: string, file: string): Promise<void> {
  const { url: bare, env } = splitPassword(url);
  await run(
    pgTool(binDir, 'pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${bare}`, file],
    env,
  );
}

import path from 'node:path';
import readline from 'node:readline';
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cabildo/domain';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdministrator } from '../modules/auth/index.ts';
import { claimPgliteFolder, PgliteFolderInUse, type OwnerClaim } from './pglite-owner.ts';

/**
 * `npm run create-admin -- [--email ADDRESS]`: creates an administrator who signs in with a password,
 * in the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR) — the first one of
 * a new production database, or another one later. What is not given is asked for: the e-mail
 * (unless --email or ADMIN_EMAIL), then the password twice, hidden (unless ADMIN_PASSWORD). Both are
 * checked by the product's rules (the one e-mail rule, the password rule). In a script: set
 * ADMIN_EMAIL and ADMIN_PASSWORD, or pipe the answers to standard input one a line. Exit code 0:
 * created; 2: refused (a wrong value, the address taken, the embedded database in use); 1: failed.
 */

const USAGE =
  'usage: npm run create-admin -- [--email ADDRESS]   (ADMIN_EMAIL and ADMIN_PASSWORD are read too)';
const ATTEMPTS = 3;
/** What arrow and function keys send at a terminal (ESC, then `[…letter` or one character). */
const ESCAPE_SEQUENCES = new RegExp(`${String.fromCharCode(27)}(?:\\[[0-9;]*[A-Za-z~]|.)`, 'g');

class Refused extends Error {}

/** Answers typed at a terminal (raw mode, the password not echoed) or read one a line from a pipe. */
class Prompter {
  private lines: AsyncIterator<string> | null = null;
  private reader: readline.Interface | null = null;

  async ask(question: string, { hidden = false } = {}): Promise<string | null> {
    process.stderr.write(question);
    if (process.stdin.isTTY) return this.fromTerminal(hidden);
    if (!this.lines) {
      this.reader = readline.createInterface({
        input: process.stdin,
        crlfDelay: Infinity,
        terminal: false,
      });
      this.lines = this.reader[Symbol.asyncIterator]();
    }
    const next = await this.lines.next();
    process.stderr.write('\n');
    return next.done ? null : next.value;
  }

  close() {
    this.reader?.close();
  }

  private fromTerminal(hidden: boolean): Promise<string | null> {
    const input = process.stdin;
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    return new Promise((resolve) => {
      let value = '';
      const done = (result: string | null) => {
        input.off('data', onData);
        input.setRawMode(false);
        input.pause();
        process.stderr.write('\n');
        resolve(result);
      };
      const onData = (chunk: string) => {
        // Arrow and function keys (escape sequences) are not part of an answer.
        for (const char of chunk.replace(ESCAPE_SEQUENCES, '')) {
          if (char === '\r' || char === '\n') return done(value);
          if (char === '\u0004') return done(value === '' ? null : value); // Ctrl-D
          if (char === '\u0003') {
            input.setRawMode(false);
            process.stderr.write('\n');
            process.exit(130); // Ctrl-C
          }
          if (char === '\u007f' || char === '\b') {
            if (value) {
              value = [...value].slice(0, -1).join('');
              if (!hidden) process.stderr.write('\b \b');
            }
          } else if (char >= ' ') {
            value += char;
            if (!hidden) process.stderr.write(char);
          }
        }
      };
      input.on('data', onData);
    });
  }
}

const emailProblem = 'is not an e-mail address Cabildo accepts (ASCII only, such as it@city.example)';
const passwordProblem = `must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

async function askEmail(prompter: Prompter, given: string | undefined): Promise<string> {
  if (given !== undefined) {
    const parsed = emailSchema.safeParse(given);
    if (!parsed.success) throw new Refused(`the e-mail "${given}" ${emailProblem}`);
    return parsed.data;
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const answer = await prompter.ask('E-mail of the administrator: ');
    if (answer === null)
      throw new Refused('no e-mail given (standard input ended): pass --email or ADMIN_EMAIL');
    const parsed = emailSchema.safeParse(answer);
    if (parsed.success) return parsed.data;
    process.stderr.write(`  "${answer.trim()}" ${emailProblem}\n`);
  }
  throw new Refused(`no accepted e-mail after ${ATTEMPTS} attempts`);
}

async function askPassword(prompter: Prompter, given: string | undefined): Promise<string> {
  if (given !== undefined) {
    if (!newPasswordSchema.safeParse(given).success) throw new Refused(`ADMIN_PASSWORD ${passwordProblem}`);
    return given;
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const password = await prompter.ask(
      `Password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, hidden): `,
      {
        hidden: true,
      },
    );
    if (password === null)
      throw new Refused('no password given (standard input ended): type it, pipe it or set ADMIN_PASSWORD');
    if (!newPasswordSchema.safeParse(password).success) {
      process.stderr.write(`  the password ${passwordProblem}\n`);
      continue;
    }
    const again = await prompter.ask('The same password again: ', {
      hidden: true,
    });
    if (again === password) return password;
    process.stderr.write('  the two passwords differ\n');
  }
  throw new Refused(`no accepted password after ${ATTEMPTS} attempts`);
}

/** Where the administrator was created, without credentials. */
function databaseName(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${path.join(config.dataDir, 'pg')}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

function parseArgs(args: string[]): { email?: string } {
  const options: { email?: string } = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--email' && args[index + 1] !== undefined && !args[index + 1]!.startsWith('--')) {
      options.email = args[(index += 1)]!;
    } else if (arg.startsWith('--email=')) {
      options.email = arg.slice('--email='.length);
    } else {
      throw new ConfigError(USAGE);
    }
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // ADMIN_EMAIL and ADMIN_PASSWORD are this command's input here (one may come from the prompt),
  // not the server's start-up pair that config.ts wants set together.
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ...env } = process.env;
  const config = loadConfig(env);
  const blank = (value: string | undefined) => (value === '' ? undefined : value);
  // PGlite is one process's database: held from the start, so that nobody types for nothing while
  // a server has it open, and no server opens it meanwhile.
  let claim: OwnerClaim | null = null;
  try {
    claim = config.databaseUrl ? null : claimPgliteFolder(config.dataDir, 'create-admin');
  } catch (error) {
    if (!(error instanceof PgliteFolderInUse)) throw error;
    throw new Refused(
      `${error.message}\nThe server holds the embedded database while it runs: stop it, run npm run create-admin, ` +
        'then start it again — or restart the server with ADMIN_EMAIL and ADMIN_PASSWORD set, which creates ' +
        'the administrator at start-up.',
    );
  }
  const prompter = new Prompter();
  try {
    const email = await askEmail(prompter, options.email ?? blank(ADMIN_EMAIL));
    const password = await askPassword(prompter, blank(ADMIN_PASSWORD));
    prompter.close();
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
    );
    try {
      const result = await createAdministrator(database.db, {
        email,
        password,
      });
      if (result === 'exists')
        throw new Refused(
          `a user with the e-mail ${email} exists already in ${databaseName(config)}: nothing changed`,
        );
      console.log(
        `administrator created: ${email} in ${databaseName(config)}; sign in with this e-mail and password`,
      );
    } finally {
      await database.close();
    }
  } finally {
    prompter.close();
    claim?.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof Refused || error instanceof ConfigError ? 2 : 1);
  },
);

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes on DATA_DIR/pg would corrupt it. Whoever opens
 * the folder (the server, a backup of a stopped server, a restore) claims it in
 * `DATA_DIR/pg.owner.json` (readable by its user only); a running server adds the loopback port and
 * the token through which `npm run backup` asks it for a dump. A claim whose process is gone is stale.
 */

export const OWNER_FILE = 'pg.owner.json';

export type PgliteOwner = {
  pid: number;
  role: 'server' | 'backup' | 'restore' | 'create-admin' | 'audit-verify';
  /** A running server's dump endpoint: where it listens and the token it takes. */
  dump?: { host: string; port: number; token: string };
};

const ownerPath = (dataDir: string) => path.join(dataDir, OWNER_FILE);

function alive(pid: number): boolean {
  if (pid === process.pid) return false; // a claim left by an earlier process that had our pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The recorded owner, whether its process still runs or not; null when none is recorded. */
export function readOwner(dataDir: string): (PgliteOwner & { alive: boolean }) | null {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as PgliteOwner;
    return { ...owner, alive: alive(owner.pid) };
  } catch {
    return null;
  }
}

export class PgliteFolderInUse extends Error {}

export type OwnerClaim = {
  /** Records the dump endpoint of the server that holds the claim (a new token each start). */
  announce(host: string, port: number): string;
  release(): void;
};

/** Claims DATA_DIR/pg for this process; throws PgliteFolderInUse when a live process holds it. */
export function claimPgliteFolder(dataDir: string, role: PgliteOwner['role']): OwnerClaim {
  const current = readOwner(dataDir);
  if (current?.alive) {
    throw new PgliteFolderInUse(
      `${path.join(dataDir, 'pg')} is in use by process ${current.pid} (a ${current.role}); ` +
        `PGlite cannot be shared between processes. If that process is gone, delete ${ownerPath(dataDir)}.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const write = (owner: PgliteOwner) =>
    writeFileSync(ownerPath(dataDir), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  write({ pid: process.pid, role });
  return {
    announce(host, port) {
      const token = randomBytes(32).toString('base64url');
      write({ pid: process.pid, role, dump: { host, port, token } });
      return token;
    },
    release() {
      if (readOwner(dataDir)?.pid === process.pid) rmSync(ownerPath(dataDir), { force: true });
    },
  };
}

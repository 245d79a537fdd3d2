/**
 * Start-up of the server (issue 29 item 2): from the process's spawn to `GET /api/health/ready`
 * answering 200, the CPU time the process used until then (what a busy machine's wall clock
 * hides), and its resident memory (VmRSS) then and a second later, for the
 * compiled server (`node apps/server/dist/main.js`, what `npm start` runs) and for the TypeScript
 * sources through tsx (what it ran before). Each start is a restart on the same embedded database
 * (migrated by an untimed first start), without demo data; the two runtimes take turns.
 *
 * Usage: npm run build && npm run bench:startup -w @cabildo/bench [-- --runs 5]
 * Fails when a server does not become ready within 180 s (a busy machine) or exits first.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { arg, serverEntry, type ServerRuntime } from './support.ts';

const RUNS = arg('runs', 5);
const READY_WITHIN_MS = 180_000;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The resident set of process `pid` in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 102.4) / 10;
}

/** CPU time (user + system) process `pid` has used, in ms (/proc/<pid>/stat, 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Start = { readyMs: number; cpuMs: number; rssAtReadyMb: number; rssSettledMb: number };

async function start(runtime: ServerRuntime, dataDir: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const server = spawn(process.execPath, serverEntry(runtime), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(
          `the ${runtime} server exited before it was ready (${server.exitCode ?? server.signalCode})`,
        );
      }
      if (performance.now() - began > READY_WITHIN_MS) {
        throw new Error(`the ${runtime} server was not ready within ${READY_WITHIN_MS / 1000} s`);
      }
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - began;
    const [cpu, rssAtReadyMb] = [await cpuMs(server.pid!), await rssMb(server.pid!)];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { readyMs, cpuMs: cpu, rssAtReadyMb, rssSettledMb: await rssMb(server.pid!) };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-startup-'));
try {
  const runtimes: ServerRuntime[] = ['compiled', 'tsx'];
  // Untimed: the first start migrates the new database; one more of each warms tsx's compile cache
  // and the file system's, so every timed start is a restart as an operator's would be.
  await start('compiled', dataDir);
  for (const runtime of runtimes) await start(runtime, dataDir);
  const results: Record<ServerRuntime, Start[]> = { compiled: [], tsx: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const runtime of run % 2 ? [...runtimes].reverse() : runtimes) {
      const result = await start(runtime, dataDir);
      results[runtime].push(result);
      console.log(
        `${runtime.padEnd(8)} run ${run + 1}: ready in ${Math.round(result.readyMs)} ms (CPU ${result.cpuMs} ms), RSS ${result.rssAtReadyMb} MB (${result.rssSettledMb} MB a second later)`,
      );
    }
  }
  console.log(
    `\nNode ${process.versions.node}, ${os.cpus().length} CPUs, ${RUNS} restarts each (median, min–max):`,
  );
  for (const runtime of runtimes) {
    const ready = results[runtime].map((result) => result.readyMs);
    const cpu = results[runtime].map((result) => result.cpuMs);
    const rss = results[runtime].map((result) => result.rssSettledMb);
    console.log(
      `${runtime === 'compiled' ? 'node dist/main.js ' : 'tsx src/main.ts   '} ready ${Math.round(median(ready))} ms (${Math.round(Math.min(...ready))}–${Math.round(Math.max(...ready))}), CPU ${median(cpu)} ms (${Math.min(...cpu)}–${Math.max(...cpu)}), RSS ${median(rss)} MB (${Math.min(...rss)}–${Math.max(...rss)})`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

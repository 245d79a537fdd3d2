import path from 'node:path';
import type { AuditChainReport } from '@cabildo/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyChains } from '../modules/audit/index.ts';
import { claimPgliteFolder, PgliteFolderInUse } from './pglite-owner.ts';

/**
 * `npm run audit:verify`: recomputes the audit trail's hash chains (one per municipality, and one of
 * the rows of none) in the configured database and prints, per chain, OK with its row count and
 * last hash, or the first row that does not match and why. Exit code 0: every chain holds; 1: a
 * chain is broken (or the check failed); 2: refused (configuration, the embedded database in use).
 */

const REASONS: Record<NonNullable<AuditChainReport['firstBreak']>['reason'], string> = {
  hash: 'its content does not match its hash (edited)',
  link: 'it does not name the previous row’s hash (a row before it was removed or replaced)',
  sequence: 'it is not the next in the sequence (a row before it was removed, or it was inserted)',
  unchained: 'it has no hash (written with the chain switched off)',
  head: 'the chain’s last rows are missing',
};

const chainName = (report: AuditChainReport) =>
  report.municipality ? `${report.municipality.name} (${report.municipality.id})` : 'no municipality';

function describeReport(report: AuditChainReport): string {
  const broken = report.firstBreak;
  if (!broken) return `OK ${chainName(report)}: ${report.rows} rows, last hash ${report.headHash ?? '-'}`;
  const where =
    broken.id === null
      ? `after seq ${(broken.seq ?? 1) - 1}`
      : `row id ${broken.id} (seq ${broken.seq ?? '-'})`;
  return `BROKEN ${chainName(report)}: ${where}: ${REASONS[broken.reason]}`;
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  let claim: { release: () => void } | null = null;
  try {
    claim = config.databaseUrl ? null : claimPgliteFolder(config.dataDir, 'audit-verify');
  } catch (error) {
    if (error instanceof PgliteFolderInUse)
      throw new ConfigError(`${error.message}\nStop the server, or verify from the admin page (/auditoria).`);
    throw error;
  }
  try {
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
    );
    try {
      const result = await verifyChains(database.db);
      if (result.chains.length === 0) console.log('OK: the audit trail is empty');
      for (const report of result.chains) console.log(describeReport(report));
      return result.ok ? 0 : 1;
    } finally {
      await database.close();
    }
  } finally {
    claim?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  },
);

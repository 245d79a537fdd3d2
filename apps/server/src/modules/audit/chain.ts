import { createHash } from 'node:crypto';
import {
  auditCanonicalContent,
  auditChainInput,
  type AuditBreak,
  type AuditChainFields,
} from '@cabildo/domain';

/** A row of a chain as the verification reads it: its fields as text, and what it says it links to. */
export type ChainRow = AuditChainFields & { id: string; prevHash: string | null; hash: string | null };

/** The row's hash: sha256 over the previous hash and its canonical content (packages/domain/src/audit). */
export const auditRowHash = (prevHash: string | null, row: AuditChainFields): string =>
  createHash('sha256')
    .update(auditChainInput(prevHash, auditCanonicalContent(row)), 'utf8')
    .digest('hex');

export type ChainBreak = { id: string | null; seq: number | null; reason: AuditBreak };

/**
 * Follows one chain, rows in `seq` order, a batch at a time: each row must come next (seq), name
 * the previous row's hash (link) and hash to what it holds (hash). The first row that does not is
 * the break.
 */
export class ChainWalk {
  private seq = 0;
  private hash: string | null = null;
  rows = 0;
  firstBreak: ChainBreak | null = null;

  /** Checks the next rows; false once the chain broke. */
  take(rows: readonly ChainRow[]): boolean {
    for (const row of rows) {
      if (this.firstBreak) return false;
      this.rows += 1;
      const reason = this.check(row);
      if (reason) {
        this.firstBreak = { id: row.id, seq: row.seq, reason };
        return false;
      }
      this.seq = row.seq;
      this.hash = row.hash;
    }
    return true;
  }

  private check(row: ChainRow): AuditBreak | null {
    if (row.hash === null) return 'unchained';
    if (row.seq !== this.seq + 1) return 'sequence';
    if (row.prevHash !== this.hash) return 'link';
    if (auditRowHash(row.prevHash, row) !== row.hash) return 'hash';
    return null;
  }

  /** After the last row: the chain's head must be where the walk ended (else its last rows went). */
  finish(head: { seq: number; hash: string | null } | null): ChainBreak | null {
    if (!this.firstBreak && head && (head.seq !== this.seq || head.hash !== this.hash)) {
      this.firstBreak = { id: null, seq: this.seq + 1, reason: 'head' };
    }
    return this.firstBreak;
  }

  get headHash(): string | null {
    return this.hash;
  }
}

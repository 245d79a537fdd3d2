import { apiError } from '../../../http/errors.ts';

/** Exports that may wait for a slot on one instance; more are refused with EXPORT_BUSY. */
export const EXPORT_LINE_MAX = 100;

/**
 * How many Excel exports one instance writes at once; the others wait in line, in order. An export
 * is CPU work (the layout, the XML, deflate), so running more at once than there are cores only
 * shares the same cores between more streams — each holding its buffers, deflater and batch of rows
 * in memory. The soak's ten exports every 3 s grew the server's RSS by ~90 MB when all ran at once
 * (bench/README.md, soak). Waiting costs a request and a callback; the line is still bounded.
 */
export class ExportSlots {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly size: number,
    readonly lineMax: number,
  ) {}

  get inUse(): number {
    return this.running;
  }

  get waiting(): number {
    return this.line.length;
  }

  /**
   * Resolves with the function that gives the slot back, once one is free. Refuses with
   * EXPORT_BUSY when the line is full; leaves the line (rejecting with the reason) when `signal`
   * aborts first — the person cancelled or left.
   */
  async take(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.running < this.size && this.line.length === 0) {
      this.running += 1;
      return this.giveBack();
    }
    if (this.line.length >= this.lineMax) throw apiError('EXPORT_BUSY', undefined, { retryAfterSeconds: 60 });
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        this.line.splice(this.line.indexOf(turn), 1);
        reject(signal.reason as Error);
      };
      this.line.push(turn);
      signal.addEventListener('abort', leave, { once: true });
    });
    return this.giveBack();
  }

  /** Gives the slot back once: straight to the first in line, else free. */
  private giveBack(): () => void {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

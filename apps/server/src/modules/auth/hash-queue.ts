import { errorMessage } from '@cabildo/domain';
import { ApiError } from '../../http/errors.ts';

/** Hashing is saturated: every route that hashes answers 429 at once rather than waiting. */
export class HashingBusyError extends ApiError {
  constructor() {
    // A hash takes a fraction of a second: the queue moves on quickly.
    super('TOO_MANY_ATTEMPTS', errorMessage('TOO_MANY_ATTEMPTS'), undefined, {
      retryAfterSeconds: 1,
    });
  }
}

/**
 * Runs at most `maxRunning` password hashes at once with a short queue behind them; past that
 * the caller is refused at once (HashingBusyError) instead of waiting behind a flood.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private runs = 0;

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  /** Work run to its end (or its failure) so far. */
  get finished(): number {
    return this.runs;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw new HashingBusyError();
      // The finishing hash hands its slot over, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.runs += 1;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

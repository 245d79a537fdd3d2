import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';

/** PostgreSQL channel of saved answers: `{ formId, userId }`, so every instance hears every save. */
export const ANSWER_SAVED_CHANNEL = 'answer_saved';
const HEARTBEAT_MS = 25_000;

type Saved = { formId: string; userId: string };
const keyOf = (saved: Saved) => `${saved.formId}/${saved.userId}`;

/**
 * Tells the own-answers pages of the author that an answer of this form was saved. Not awaited by
 * the save: a lost notification only delays the page until its next fetch.
 */
export function notifyAnswerSaved(ctx: AppContext, saved: Saved, log: FastifyBaseLogger): void {
  ctx.database.notify(ANSWER_SAVED_CHANNEL, JSON.stringify(saved)).catch((error: unknown) => {
    log.warn({ err: error }, 'answer_saved notification failed');
  });
}

/** Server-Sent Events of the own-answers pages open on this instance, per form and author. */
export class OwnAnswerEventHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(ANSWER_SAVED_CHANNEL, (payload) => this.onSaved(payload));
    this.heartbeat = setInterval(() => {
      for (const set of this.streams.values()) for (const stream of set) stream.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unlisten?.();
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }

  attach(saved: Saved, stream: ServerResponse): void {
    const key = keyOf(saved);
    let set = this.streams.get(key);
    if (!set) {
      set = new Set();
      this.streams.set(key, set);
    }
    set.add(stream);
    stream.on('close', () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(key);
    });
  }

  private onSaved(payload: string): void {
    let saved: Saved;
    try {
      saved = JSON.parse(payload) as Saved;
    } catch {
      return;
    }
    for (const stream of this.streams.get(keyOf(saved)) ?? []) stream.write('event: saved\ndata: {}\n\n');
  }
}

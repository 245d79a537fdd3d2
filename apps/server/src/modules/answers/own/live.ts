import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { parsePayload, StreamHub } from '../../../live/stream-hub.ts';

/** PostgreSQL channel of saved answers: `{ formId, userId }`, so every instance hears every save. */
export const ANSWER_SAVED_CHANNEL = 'answer_saved';

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
  private readonly hub = new StreamHub();

  start(database: Database): Promise<void> {
    return this.hub.start(database, ANSWER_SAVED_CHANNEL, (payload) => this.onSaved(payload));
  }

  stop(): Promise<void> {
    return this.hub.stop();
  }

  closeStreams(): void {
    this.hub.closeStreams();
  }

  attach(saved: Saved, stream: ServerResponse): void {
    this.hub.attach(keyOf(saved), stream);
  }

  private onSaved(payload: string): void {
    const saved = parsePayload<Saved>(payload);
    if (!saved) return;
    for (const stream of this.hub.streamsOf(keyOf(saved))) stream.write('event: saved\ndata: {}\n\n');
  }
}

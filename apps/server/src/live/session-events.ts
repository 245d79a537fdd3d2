import type { ServerResponse } from 'node:http';
import type { Database } from '../db/client.ts';
import { parsePayload, StreamHub } from './stream-hub.ts';

/** The PostgreSQL NOTIFY channel on which a revoked session is announced to every instance. */
export const SESSION_REVOKED_CHANNEL = 'cabildo_session_revoked';

/**
 * Server-Sent Events per session. Revocations arrive through PostgreSQL NOTIFY, so a
 * session revoked on any instance reaches the page connected to this one.
 */
export class SessionEventHub {
  private readonly hub = new StreamHub();

  start(database: Database): Promise<void> {
    return this.hub.start(database, SESSION_REVOKED_CHANNEL, (payload) => this.onRevoked(payload));
  }

  stop(): Promise<void> {
    return this.hub.stop();
  }

  closeStreams(): void {
    this.hub.closeStreams();
  }

  attach(sessionId: string, stream: ServerResponse): void {
    this.hub.attach(sessionId, stream);
  }

  get openStreams(): number {
    return this.hub.openStreams;
  }

  private onRevoked(payload: string): void {
    const message = parsePayload<{ reason: string; sessionIds: string[] }>(payload);
    if (!message) return;
    for (const id of message.sessionIds) {
      for (const stream of [...this.hub.streamsOf(id)]) {
        stream.write(`event: revoked\ndata: ${JSON.stringify({ reason: message.reason })}\n\n`);
        stream.end();
      }
    }
  }
}

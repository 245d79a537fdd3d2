import type { ServerResponse } from 'node:http';
import type { Database } from '../db/client.ts';
import { SESSION_REVOKED_CHANNEL } from '../modules/auth/sessions.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events per session. Revocations arrive through PostgreSQL NOTIFY, so a
 * session revoked on any instance reaches the page connected to this one.
 */
export class SessionEventHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(SESSION_REVOKED_CHANNEL, (payload) => this.onRevoked(payload));
    this.heartbeat = setInterval(() => this.broadcastComment('ping'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unlisten?.();
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }

  attach(sessionId: string, stream: ServerResponse): void {
    let set = this.streams.get(sessionId);
    if (!set) {
      set = new Set();
      this.streams.set(sessionId, set);
    }
    set.add(stream);
    stream.on('close', () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(sessionId);
    });
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  private onRevoked(payload: string): void {
    let message: { reason: string; sessionIds: string[] };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    for (const id of message.sessionIds) {
      for (const stream of this.streams.get(id) ?? []) {
        stream.write(`event: revoked\ndata: ${JSON.stringify({ reason: message.reason })}\n\n`);
        stream.end();
      }
    }
  }

  private broadcastComment(text: string): void {
    for (const set of this.streams.values()) for (const stream of set) stream.write(`: ${text}\n\n`);
  }
}

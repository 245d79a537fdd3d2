import type { ServerResponse } from 'node:http';
import type { Database } from '../db/client.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Event streams open on this instance, grouped by a key, fed by a PostgreSQL NOTIFY
 * channel (so an event from any instance reaches them) and kept alive by a heartbeat comment.
 */
export class StreamHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  async start(database: Database, channel: string, onPayload: (payload: string) => void): Promise<void> {
    this.unlisten = await database.listen(channel, onPayload);
    this.heartbeat = setInterval(() => {
      for (const set of this.streams.values()) for (const stream of set) stream.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unlisten?.();
    this.closeStreams();
  }

  /**
   * Ends every open stream (shutting down: a stream never ends by itself, so it would hold the
   * drain to its deadline). The browser's EventSource reconnects after `retry`, to another instance.
   */
  closeStreams(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }

  attach(key: string, stream: ServerResponse): void {
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

  streamsOf(key: string): Iterable<ServerResponse> {
    return this.streams.get(key) ?? [];
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }
}

/** A NOTIFY payload as JSON, or null when it is not. */
export function parsePayload<T>(payload: string): T | null {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return null;
  }
}

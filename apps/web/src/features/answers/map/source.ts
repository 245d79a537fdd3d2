import type { Bounds, MapItem, ZoomRange } from './clusters.ts';
import { clusterServer, type ClusterQuery, type ClusterReply, type ClusterRequest } from './protocol.ts';

/** The clusters of one data set, asked for asynchronously wherever the index lives. */
export type ClusterSource = {
  ready: Promise<void>;
  items: (bounds: Bounds, zoom: number) => Promise<MapItem[]>;
  leaves: (clusterId: number, limit: number) => Promise<number[]>;
  dispose: () => void;
};

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * The index of the answers of `body` (the points' body as the server sent it), decoded and built
 * once in a web worker and queried there; on this thread where there are no workers (tests) or the worker fails (a blocked
 * script, an error in it), which also answers the queries the worker left pending. Queries after
 * `dispose` never settle.
 */
export function clusterSource(body: ArrayBuffer, zooms: ZoomRange): ClusterSource {
  const pending = new Map<number, { query: ClusterQuery; resolve: (reply: ClusterReply) => void }>();
  let local: ((request: ClusterRequest) => ClusterReply) | null = null;
  let disposed = false;
  let next = 0;
  let loaded: () => void = () => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  let worker = startWorker();

  const takeOver = () => {
    if (disposed) return;
    worker?.terminate();
    worker = null;
    if (!local) {
      local = clusterServer();
      local({ type: 'load', body, zooms });
    }
    for (const { query, resolve } of pending.values()) resolve(local(query));
    pending.clear();
    loaded();
  };

  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<ClusterReply>) => {
      if (data.type === 'loaded') return loaded();
      pending.get(data.id)?.resolve(data);
      pending.delete(data.id);
    };
    worker.onerror = takeOver;
    worker.onmessageerror = takeOver;
    // A copy goes (a few MB, copied in a millisecond or two): the cached body stays whole.
    worker.postMessage({ type: 'load', body, zooms } satisfies ClusterRequest);
  } else takeOver();

  const ask = (query: ClusterQuery) =>
    new Promise<ClusterReply>((resolve) => {
      if (disposed) return;
      if (local) return resolve(local(query));
      pending.set(query.id, { query, resolve });
      worker?.postMessage(query);
    });

  return {
    ready,
    items: async (bounds, zoom) => {
      const reply = await ask({ type: 'items', id: (next += 1), bounds, zoom });
      return reply.type === 'items' ? reply.items : [];
    },
    leaves: async (clusterId, limit) => {
      const reply = await ask({ type: 'leaves', id: (next += 1), clusterId, limit });
      return reply.type === 'leaves' ? reply.indexes : [];
    },
    dispose: () => {
      disposed = true;
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}

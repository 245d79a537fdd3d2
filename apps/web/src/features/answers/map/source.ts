import { clusterIndex, type Bounds, type MapItem, type ZoomRange } from './clusters.ts';

export type WorkerRequest =
  | { type: 'load'; coordinates: Float64Array; zooms: ZoomRange }
  | { type: 'items'; id: number; bounds: Bounds; zoom: number }
  | { type: 'leaves'; id: number; clusterId: number; limit: number };
export type WorkerReply =
  | { type: 'loaded' }
  | { type: 'items'; id: number; items: MapItem[] }
  | { type: 'leaves'; id: number; indexes: number[] };

/** The clusters of one data set, asked for asynchronously wherever the index lives. */
export type ClusterSource = {
  ready: Promise<void>;
  items: (bounds: Bounds, zoom: number) => Promise<MapItem[]>;
  leaves: (clusterId: number, limit: number) => Promise<number[]>;
  dispose: () => void;
};

/** The index on this thread: where there are no workers (tests) or one fails to start. */
function inThread(coordinates: Float64Array, zooms: ZoomRange): ClusterSource {
  const index = clusterIndex(coordinates, zooms);
  return {
    ready: Promise.resolve(),
    items: async (bounds, zoom) => index.items(bounds, zoom),
    leaves: async (clusterId, limit) => index.leaves(clusterId, limit),
    dispose: () => {},
  };
}

/**
 * The index of `coordinates` ([longitude, latitude] pairs), built once in a web worker and
 * queried there. Queries after `dispose` never settle.
 */
export function clusterSource(coordinates: Float64Array, zooms: ZoomRange): ClusterSource {
  if (typeof Worker === 'undefined') return inThread(coordinates, zooms);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inThread(coordinates, zooms);
  }
  const waiting = new Map<number, (reply: WorkerReply) => void>();
  let fallback: ClusterSource | null = null;
  let loaded: () => void = () => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  let next = 0;
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    if (data.type === 'loaded') return loaded();
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  // A worker that cannot start (a blocked script, an old browser): do the work here instead.
  worker.onerror = () => {
    worker.terminate();
    fallback ??= inThread(coordinates, zooms);
    loaded();
  };
  const ask = (request: WorkerRequest & { id: number }) =>
    new Promise<WorkerReply>((resolve) => {
      waiting.set(request.id, resolve);
      worker.postMessage(request);
    });
  worker.postMessage({ type: 'load', coordinates, zooms } satisfies WorkerRequest);
  return {
    ready,
    items: async (bounds, zoom) => {
      if (fallback) return fallback.items(bounds, zoom);
      const reply = await ask({ type: 'items', id: (next += 1), bounds, zoom });
      return reply.type === 'items' ? reply.items : [];
    },
    leaves: async (clusterId, limit) => {
      if (fallback) return fallback.leaves(clusterId, limit);
      const reply = await ask({ type: 'leaves', id: (next += 1), clusterId, limit });
      return reply.type === 'leaves' ? reply.indexes : [];
    },
    dispose: () => {
      worker.terminate();
      waiting.clear();
    },
  };
}

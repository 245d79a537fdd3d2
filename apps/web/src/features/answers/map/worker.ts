import { clusterIndex, type ClusterIndex } from './clusters.ts';
import type { WorkerReply, WorkerRequest } from './source.ts';

// Builds the cluster index off the main thread (100,000 points block it for a few hundred ms)
// and answers the map's queries from it.
let index: ClusterIndex | null = null;
const scope = self as unknown as {
  onmessage: (event: MessageEvent<WorkerRequest>) => void;
  postMessage: (message: WorkerReply) => void;
};

scope.onmessage = ({ data }) => {
  if (data.type === 'load') {
    index = clusterIndex(data.coordinates, data.zooms);
    scope.postMessage({ type: 'loaded' });
  } else if (data.type === 'items') {
    scope.postMessage({ type: 'items', id: data.id, items: index?.items(data.bounds, data.zoom) ?? [] });
  } else {
    scope.postMessage({
      type: 'leaves',
      id: data.id,
      indexes: index?.leaves(data.clusterId, data.limit) ?? [],
    });
  }
};

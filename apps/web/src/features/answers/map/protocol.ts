import { readAnswerPoints } from '@cabildo/domain';
import { clusterIndex, type Bounds, type ClusterIndex, type MapItem, type ZoomRange } from './clusters.ts';

/**
 * What the map asks of the side holding the index: build it once from the points' body (the
 * server's bytes: decoding the places happens there too), then query it.
 */
export type ClusterRequest =
  | { type: 'load'; body: ArrayBuffer; zooms: ZoomRange }
  | { type: 'items'; id: number; bounds: Bounds; zoom: number }
  | { type: 'leaves'; id: number; clusterId: number; limit: number };
export type ClusterQuery = Exclude<ClusterRequest, { type: 'load' }>;
export type ClusterReply =
  | { type: 'loaded' }
  | { type: 'items'; id: number; items: MapItem[] }
  | { type: 'leaves'; id: number; indexes: number[] };

/**
 * The side holding the index, in the worker or on this thread: one reply a request. Queries
 * before 'load' find nothing.
 */
export function clusterServer(): (request: ClusterRequest) => ClusterReply {
  let index: ClusterIndex | null = null;
  return (request) => {
    switch (request.type) {
      case 'load':
        index = clusterIndex(readAnswerPoints(request.body).coordinates(), request.zooms);
        return { type: 'loaded' };
      case 'items':
        return { type: 'items', id: request.id, items: index?.items(request.bounds, request.zoom) ?? [] };
      case 'leaves':
        return {
          type: 'leaves',
          id: request.id,
          indexes: index?.leaves(request.clusterId, request.limit) ?? [],
        };
    }
  };
}

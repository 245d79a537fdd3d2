import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

/** What the map draws in a view: a group of answers, or one answer (its index in the points). */
export type MapItem =
  | {
      kind: 'cluster';
      id: number;
      count: number;
      /** The count as the marker shows it (1.3k past 1000). */
      label: string;
      latitude: number;
      longitude: number;
      /** The zoom at which the group splits; past the map's maximum it can only be listed. */
      expansionZoom: number;
    }
  | { kind: 'point'; index: number; latitude: number; longitude: number };

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export const WORLD: Bounds = [-180, -85, 180, 85];

/** The zooms of the map. Passed in: the worker takes from the domain package only the points' reader. */
export type ZoomRange = { min: number; max: number };

/** Pixels within which markers join a group. */
const RADIUS = 60;

/** What each answer carries into the index: its place in the points. */
type Leaf = { i: number };

export type ClusterIndex = {
  items: (bounds: Bounds, zoom: number) => MapItem[];
  /** Indexes of up to `limit` answers of a group. */
  leaves: (clusterId: number, limit: number) => number[];
};

/**
 * The groups of the points at every zoom of the map (5–18 for answers), built once per data set
 * (a k-d tree per zoom: 100,000 points take a few hundred ms, hence the worker). Groups are
 * kept up to the maximum zoom, so answers at the very same place stay one marker there.
 */
export function clusterIndex(coordinates: Float64Array, zooms: ZoomRange): ClusterIndex {
  const count = coordinates.length / 2;
  const features: PointFeature<Leaf>[] = new Array<PointFeature<Leaf>>(count);
  for (let i = 0; i < count; i += 1)
    features[i] = {
      type: 'Feature',
      properties: { i },
      geometry: { type: 'Point', coordinates: [coordinates[i * 2]!, coordinates[i * 2 + 1]!] },
    };
  const index = new Supercluster<Leaf>({
    radius: RADIUS,
    minZoom: zooms.min,
    maxZoom: zooms.max,
  }).load(features);

  return {
    items: (bounds, zoom) =>
      index.getClusters(bounds, Math.round(zoom)).map((feature): MapItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as Partial<ClusterProperties> & Partial<Leaf>;
        if (properties.cluster_id !== undefined && properties.point_count !== undefined)
          return {
            kind: 'cluster',
            id: properties.cluster_id,
            count: properties.point_count,
            label: String(properties.point_count_abbreviated ?? properties.point_count),
            latitude,
            longitude,
            expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
          };
        // The answer's own place (the index hands back a reprojected one, a hair off).
        const i = properties.i!;
        return { kind: 'point', index: i, latitude: coordinates[i * 2 + 1]!, longitude: coordinates[i * 2]! };
      }),
    leaves: (clusterId, limit) => index.getLeaves(clusterId, limit).map((feature) => feature.properties.i),
  };
}

/** A point on the map, in degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/** Spec part 1 §9: zoom 5 to 18; the answer map opens at 12 and zooms to 15 once a pin is placed. */
export const ANSWER_MAP_ZOOM = { min: 5, max: 18, initial: 12, placed: 15 } as const;

/** Spec part 1 §9: the identifier (asset) search radius '1', in kilometres. */
export const ASSET_SEARCH_RADIUS_KM = 1;

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BoundingBox = { south: number; north: number; west: number; east: number };

/**
 * A latitude/longitude box holding every point within `radiusKm` of `centre`, for an indexed
 * range query before the exact distance check. When the circle reaches a pole or the box would
 * cross the antimeridian, it widens to every longitude rather than split in two.
 */
export function boundingBox(centre: GeoPoint, radiusKm: number): BoundingBox {
  // A hair wider than the circle (a millionth of the radius), so the rounding of the trigonometry —
  // worst near the poles — never drops a point on its edge; the exact distance check follows anyway.
  const angle = (radiusKm / EARTH_RADIUS_KM) * (1 + 1e-6);
  const dLat = (angle * 180) / Math.PI;
  const south = Math.max(-90, centre.latitude - dLat);
  const north = Math.min(90, centre.latitude + dLat);
  const reach = Math.sin(angle) / Math.cos(toRadians(centre.latitude));
  const everyLongitude = { south, north, west: -180, east: 180 };
  if (south === -90 || north === 90 || !(reach < 1)) return everyLongitude;
  const dLng = (Math.asin(reach) * 180) / Math.PI;
  const west = centre.longitude - dLng;
  const east = centre.longitude + dLng;
  return west < -180 || east > 180 ? everyLongitude : { south, north, west, east };
}

import type { GeocodedPlace, GeoPoint } from '@cabildo/domain';

/** The provider could not answer (unreachable, timed out, refused or answered nonsense). */
export class GeocodingUnavailableError extends Error {}

/** Address search and reverse geocoding for the answer map (spec part 1 §7.6). */
export interface Geocoder {
  /** Addresses matching `query`, best first; `near` biases the search towards the municipality. */
  search(query: string, near?: GeoPoint): Promise<GeocodedPlace[]>;
  /** The address at a point, or null when the provider knows none there. */
  reverse(latitude: number, longitude: number): Promise<string | null>;
}

/**
 * Picks the geocoder of a provider: a municipality's own (setting geocodingUrl) or, with null,
 * the configured one. Methods throw GeocodingUnavailableError when the provider fails.
 */
export type Geocoding = (providerUrl: string | null) => Geocoder;

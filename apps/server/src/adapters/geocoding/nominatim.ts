import { PLACE_SEARCH_RESULTS_MAX, type GeocodedPlace, type GeoPoint } from '@cabildo/domain';
import { GeocodingUnavailableError, type Geocoder, type Geocoding } from './port.ts';

export type NominatimOptions = {
  /** Used when a municipality names no provider of its own (GEOCODING_URL). */
  defaultUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  timeoutMs?: number;
  /** Answers kept in memory, so a pin dragged back and forth does not ask again. */
  cacheSize?: number;
  cacheTtlMs?: number;
};

type NominatimPlace = { lat?: unknown; lon?: unknown; display_name?: unknown };

/** Half the side of the box that biases a search towards the municipality, in degrees (about 50 km). */
const BIAS_DEGREES = 0.45;

/**
 * A Nominatim-compatible HTTP provider (the jsonv2 format of /search and /reverse), which also
 * fits self-hosted Nominatim and commercial services that speak its protocol.
 */
export function nominatimGeocoding(options: NominatimOptions): Geocoding {
  const cache = new AnswerCache(options.cacheSize ?? 500, options.cacheTtlMs ?? 10 * 60_000);
  const timeoutMs = options.timeoutMs ?? 5000;

  async function get(url: URL): Promise<unknown> {
    const key = url.toString();
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new GeocodingUnavailableError(`geocoding provider answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof GeocodingUnavailableError) throw error;
      throw new GeocodingUnavailableError('geocoding provider unreachable', { cause: error });
    }
    cache.set(key, body);
    return body;
  }

  return (providerUrl) => {
    const base = (providerUrl ?? options.defaultUrl).replace(/\/+$/, '');
    const endpoint = (path: string, params: Record<string, string>) => {
      const url = new URL(`${base}${path}`);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url;
    };
    const geocoder: Geocoder = {
      async search(query, near) {
        const params: Record<string, string> = {
          format: 'jsonv2',
          q: query,
          limit: String(PLACE_SEARCH_RESULTS_MAX),
        };
        if (near) params.viewbox = biasBox(near);
        const body = await get(endpoint('/search', params));
        if (!Array.isArray(body)) throw new GeocodingUnavailableError('geocoding provider answered nonsense');
        return body
          .map((item) => toPlace(item as NominatimPlace))
          .filter((place): place is GeocodedPlace => place !== null)
          .slice(0, PLACE_SEARCH_RESULTS_MAX);
      },
      async reverse(latitude, longitude) {
        const body = (await get(
          endpoint('/reverse', { format: 'jsonv2', lat: String(latitude), lon: String(longitude) }),
        )) as NominatimPlace | null;
        // Nominatim answers 200 with { error: 'Unable to geocode' } where it knows no address.
        const address = body?.display_name;
        return typeof address === 'string' && address.trim() ? address.trim().slice(0, 500) : null;
      },
    };
    return geocoder;
  };
}

/** viewbox=left,top,right,bottom: a preference, not a limit (bounded stays off). */
function biasBox(near: GeoPoint): string {
  const clampLat = (value: number) => Math.max(-90, Math.min(90, value));
  const clampLng = (value: number) => Math.max(-180, Math.min(180, value));
  return [
    clampLng(near.longitude - BIAS_DEGREES),
    clampLat(near.latitude + BIAS_DEGREES),
    clampLng(near.longitude + BIAS_DEGREES),
    clampLat(near.latitude - BIAS_DEGREES),
  ].join(',');
}

function toPlace(item: NominatimPlace): GeocodedPlace | null {
  const latitude = Number(item.lat);
  const longitude = Number(item.lon);
  const address = typeof item.display_name === 'string' ? item.display_name.trim() : '';
  const valid =
    typeof item.lat !== 'undefined' &&
    typeof item.lon !== 'undefined' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    address !== '';
  return valid ? { latitude, longitude, address: address.slice(0, 500) } : null;
}

/** A small least-recently-used cache with an age limit. */
class AnswerCache {
  private readonly entries = new Map<string, { value: unknown; until: number }>();

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
    while (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

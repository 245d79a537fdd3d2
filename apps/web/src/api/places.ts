import type { Asset, GeoPoint, NearbyAssets, PlaceSearchResult, ReverseGeocodeResult } from '@cabildo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { placesKeys } from './keys/places.ts';

const point = ({ latitude, longitude }: GeoPoint) => ({ lat: latitude, lng: longitude });

/** Addresses matching a text, near the form's municipality (asked when the person searches). */
export const useAddressSearch = (formId: string) =>
  useMutation({
    mutationFn: (q: string): Promise<PlaceSearchResult> =>
      api.get('/api/places/search', { query: { formId, q } }),
  });

/** The address at a point, or null where the provider knows none. */
export const reverseGeocode = (
  formId: string,
  at: GeoPoint,
  signal?: AbortSignal,
): Promise<ReverseGeocodeResult> =>
  api.get('/api/places/reverse', { query: { formId, ...point(at) }, signal });

/** The municipality's assets within 1 km of the pin (an empty list where lookup is skipped). */
export function useNearbyAssets(formId: string, at: GeoPoint | null, enabled: boolean) {
  return useQuery({
    queryKey: placesKeys.assets(formId, at?.latitude, at?.longitude),
    queryFn: ({ signal }): Promise<NearbyAssets> =>
      api.get('/api/places/assets', { query: { formId, ...point(at!) }, signal }),
    enabled: enabled && at !== null,
    staleTime: 5 * 60_000,
    // Spec part 1 §8: a failed asset lookup is only logged; asking again would not help the person.
    retry: false,
  });
}

export const fetchAsset = (formId: string, id: string): Promise<Asset> =>
  api.get('/api/places/assets/{id}', { path: { id }, query: { formId } });

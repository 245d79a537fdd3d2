import type { Asset, GeoPoint, NearbyAssets, PlaceSearchResult, ReverseGeocodeResult } from '@cabildo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

const point = ({ latitude, longitude }: GeoPoint) => `lat=${latitude}&lng=${longitude}`;

/** Addresses matching a text, near the form's municipality (asked when the person searches). */
export const useAddressSearch = (formId: string) =>
  useMutation({
    mutationFn: (q: string) =>
      api<PlaceSearchResult>(`/api/places/search?formId=${formId}&q=${encodeURIComponent(q)}`),
  });

/** The address at a point, or null where the provider knows none. */
export const reverseGeocode = (formId: string, at: GeoPoint, signal?: AbortSignal) =>
  api<ReverseGeocodeResult>(`/api/places/reverse?formId=${formId}&${point(at)}`, { signal });

/** The municipality's assets within 1 km of the pin (an empty list where lookup is skipped). */
export function useNearbyAssets(formId: string, at: GeoPoint | null, enabled: boolean) {
  return useQuery({
    queryKey: ['places', 'assets', formId, at?.latitude, at?.longitude],
    queryFn: ({ signal }) =>
      api<NearbyAssets>(`/api/places/assets?formId=${formId}&${point(at!)}`, { signal }),
    enabled: enabled && at !== null,
    staleTime: 5 * 60_000,
    // Spec part 1 §8: a failed asset lookup is only logged; asking again would not help the person.
    retry: false,
  });
}

export const fetchAsset = (formId: string, id: string) =>
  api<Asset>(`/api/places/assets/${encodeURIComponent(id)}?formId=${formId}`);

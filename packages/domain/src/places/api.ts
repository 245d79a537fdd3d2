import { z } from 'zod';
import { assetSchema } from '../answers/document.ts';
import { textSchema } from '../text.ts';

/**
 * The places API of the answer screen (spec part 1 §7.4 and §7.6): address search and reverse
 * geocoding through the geocoding provider, nearby assets through the management system. Every
 * call names the form being answered; whoever may open that form may call.
 */

export const PLACE_QUERY_MAX = 200;
export const PLACE_SEARCH_RESULTS_MAX = 5;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const placeSearchQuerySchema = z.object({
  formId: z.uuid(),
  q: textSchema.trim().min(1).max(PLACE_QUERY_MAX),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/** A point on the map: reverse geocoding and the nearby-assets lookup. */
export const placePointQuerySchema = z.object({ formId: z.uuid(), lat: latitude, lng: longitude });
export type PlacePointQuery = z.input<typeof placePointQuerySchema>;

export const placeFormQuerySchema = z.object({ formId: z.uuid() });
export const assetIdParamsSchema = z.object({ id: textSchema.trim().min(1).max(100) });

/** One address found by the search. */
export const geocodedPlaceSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(500),
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

export const placeSearchResultSchema = z.object({
  results: z.array(geocodedPlaceSchema).max(PLACE_SEARCH_RESULTS_MAX),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

/** The address of a point, or null when the provider knows none there. */
export const reverseGeocodeResultSchema = z.object({ address: z.string().max(500).nullable() });
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;

export const NEARBY_ASSETS_MAX = 50;
/** Assets within the search radius, nearest first. */
export const nearbyAssetsSchema = z.object({ assets: z.array(assetSchema).max(NEARBY_ASSETS_MAX) });
export type NearbyAssets = z.infer<typeof nearbyAssetsSchema>;

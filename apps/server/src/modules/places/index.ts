/** Places: address search, reverse geocoding, management assets. Other modules, the app's wiring, seeds and ops import the module from here. */
export { PlaceService } from './service.ts';

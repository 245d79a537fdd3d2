/** The citizen registry (lookup and creation). Other modules, the app's wiring, seeds and ops import the module from here. */
export { CitizenService } from './service.ts';

/** Settings an admin changes at run time. Other modules, the app's wiring, seeds and ops import the module from here. */
export { RemoteConfigService } from './service.ts';

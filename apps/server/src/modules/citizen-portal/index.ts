/** The citizen portal's forms, answers and revisions. Other modules, the app's wiring, seeds and ops import the module from here. */
export { portalCitizenOf } from './identity.ts';

/** Countries, provinces, municipalities, areas and their time zones. Other modules, the app's wiring, seeds and ops import the module from here. */
export { GeographyService } from './service.ts';
export {
  formTimeZones,
  municipalityTimeZone,
  serverTimeZone,
  settleMissingTimeZones,
  STATISTICS_RECOUNT_JOB,
  timeZoneOf,
} from './time-zone.ts';

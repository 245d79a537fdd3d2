import { z } from 'zod';
import { isTimeZone } from '../statistics/time.ts';
import { textSchema } from '../text.ts';

/**
 * Per-municipality behaviours that the spec binds to hard-coded municipality ids
 * (part 1 §9): here each municipality carries them as settings.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const ORIGIN_PATTERN = new RegExp(`^https?://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?$`);

/**
 * A web origin as a browser writes it: scheme, lower-case host and an optional port, nothing after
 * (`https://www.municipio.gob.ar`, `http://localhost:8080`).
 */
export const isWebOrigin = (value: string): boolean => ORIGIN_PATTERN.test(value);

export const EMBED_ORIGINS_MAX = 10;

/** An IANA zone name as written (`America/Argentina/Cordoba`, `UTC`), never an offset like `+03:00`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether a text is an IANA time zone name the runtime knows (the zone a municipality counts and shows its dates in). */
export const isMunicipalityTimeZone = (value: string): boolean =>
  value.length <= 64 && ZONE_NAME.test(value) && isTimeZone(value);

export const municipalitySettingsSchema = z.object({
  addressSearchProvider: z.enum(['default', 'maps']).default('default'),
  showDuplicatedIcon: z.boolean().default(false),
  skipAssetLookup: z.boolean().default(false),
  statisticsPageSize: z.union([z.literal(100), z.literal(500)]).default(100),
  videoAttachments: z.boolean().default(false),
  /** Colour of the save buttons on the answer screen (#rrggbb), or null for the theme's. */
  answerButtonColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  /** A Nominatim-compatible geocoding provider for this municipality, or null for the configured one. */
  geocodingUrl: textSchema
    .pipe(z.url({ protocol: /^https?$/ }).max(500))
    .nullable()
    .default(null),
  /**
   * Sites that may show this municipality's public forms in an iframe (the public answer and
   * saved pages only, spec part 2 §2 "Saved screen"); none: no site may.
   */
  embedOrigins: z
    .array(z.string().max(200).refine(isWebOrigin, 'geography.errors.embedOriginInvalid'))
    .max(EMBED_ORIGINS_MAX)
    .default([]),
  /**
   * The municipality's time zone (IANA name): the days and hours of its statistics and the dates
   * its answers show, mail, export and print. Null: the server's (TZ); the server writes it in
   * when the municipality is saved (modules/geography).
   */
  timeZone: z
    .string()
    .refine(isMunicipalityTimeZone, 'geography.errors.timeZoneInvalid')
    .nullable()
    .default(null),
});
export type MunicipalitySettings = z.infer<typeof municipalitySettingsSchema>;

export const DEFAULT_MUNICIPALITY_SETTINGS: MunicipalitySettings = municipalitySettingsSchema.parse({});

/** Map centre for a municipality without coordinates (spec part 1 §9). */
export const DEFAULT_MAP_CENTRE = { latitude: -31.42, longitude: -64.18 } as const;

/** Where a municipality's maps open: its centre when both coordinates are known, else the default. */
export function mapCentreOf(municipality: { latitude: number | null; longitude: number | null }): {
  latitude: number;
  longitude: number;
} {
  return municipality.latitude !== null && municipality.longitude !== null
    ? { latitude: municipality.latitude, longitude: municipality.longitude }
    : { ...DEFAULT_MAP_CENTRE };
}

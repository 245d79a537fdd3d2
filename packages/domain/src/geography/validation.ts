import { z } from 'zod';
import { DEFAULT_MAP_CENTRE, municipalitySettingsSchema } from './municipality-settings.ts';
import { textSchema } from '../text.ts';

/**
 * Messages are catalogue keys; the `es` catalogue holds the spec's texts word for word
 * (spec part 1 §5), e.g. geography.errors.keywordInvalid →
 * 'Palabra clave no válida. Debe tener dos o más letras y deben estar en mayúsculas.'
 */
export const GEOGRAPHY_ERRORS = {
  municipalityNameRequired: 'geography.errors.municipalityNameRequired',
  keywordRequired: 'geography.errors.keywordRequired',
  keywordInvalid: 'geography.errors.keywordInvalid',
  managementIdRequired: 'geography.errors.managementIdRequired',
  managementIdInvalid: 'geography.errors.managementIdInvalid',
  provinceRequired: 'geography.errors.provinceRequired',
  areaNameEmpty: 'geography.errors.areaNameEmpty',
  areaMunicipalityRequired: 'geography.errors.areaMunicipalityRequired',
  /** Written literally in municipality-settings.ts (embedOrigins), which this file imports. */
  embedOriginInvalid: 'geography.errors.embedOriginInvalid',
  /** Likewise (timeZone). */
  timeZoneInvalid: 'geography.errors.timeZoneInvalid',
} as const;

/** Two or more upper-case letters (accented capitals and Ñ included). */
export const KEYWORD_PATTERN = /^\p{Lu}{2,}$/u;
/** A positive integer written without a leading zero. */
export const MANAGEMENT_ID_PATTERN = /^[1-9]\d*$/;

export const isValidKeyword = (value: string) => KEYWORD_PATTERN.test(value);
export const isValidManagementId = (value: string) =>
  MANAGEMENT_ID_PATTERN.test(value) && Number.isSafeInteger(Number(value));

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const managementIdSchema = required(GEOGRAPHY_ERRORS.managementIdRequired).refine(
  isValidManagementId,
  GEOGRAPHY_ERRORS.managementIdInvalid,
);

export const municipalityInputSchema = z.object({
  name: required(GEOGRAPHY_ERRORS.municipalityNameRequired).pipe(textSchema.max(120)),
  key: required(GEOGRAPHY_ERRORS.keywordRequired).refine(isValidKeyword, GEOGRAPHY_ERRORS.keywordInvalid),
  managementId: managementIdSchema,
  provinceId: z.uuid({ error: GEOGRAPHY_ERRORS.provinceRequired }),
  latitude: z.number().min(-90).max(90).default(DEFAULT_MAP_CENTRE.latitude),
  longitude: z.number().min(-180).max(180).default(DEFAULT_MAP_CENTRE.longitude),
  useCloud: z.boolean().default(false),
  disabled: z.boolean().default(false),
  settings: municipalitySettingsSchema.default(municipalitySettingsSchema.parse({})),
});
export type MunicipalityInput = z.input<typeof municipalityInputSchema>;

export const areaInputSchema = z.object({
  name: required(GEOGRAPHY_ERRORS.areaNameEmpty).pipe(textSchema.max(120)),
  municipalityId: z.uuid({ error: GEOGRAPHY_ERRORS.areaMunicipalityRequired }),
});
export type AreaInput = z.input<typeof areaInputSchema>;

/** The location tree (the spec's getListaPaises): countries > provinces > municipalities > areas. */
export const locationAreaSchema = z.object({ id: z.uuid(), name: z.string() });
export const locationMunicipalitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  managementId: z.number().int().nullable(),
  key: z.string(),
  useCloud: z.boolean(),
  disabled: z.boolean(),
  /** The municipality's setting: may its forms ask for video attachments? */
  videoAttachments: z.boolean(),
  areas: z.array(locationAreaSchema),
});
export const locationProvinceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  municipalities: z.array(locationMunicipalitySchema),
});
export const locationCountrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  flagIcon: z.string().nullable(),
  managementId: z.number().int().nullable(),
  provinces: z.array(locationProvinceSchema),
});
export const locationTreeSchema = z.array(locationCountrySchema);
export type LocationTree = z.infer<typeof locationTreeSchema>;

export const municipalityViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string(),
  managementId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  useCloud: z.boolean(),
  disabled: z.boolean(),
  settings: municipalitySettingsSchema,
  province: z.object({ id: z.uuid(), name: z.string() }),
  country: z.object({ id: z.uuid(), name: z.string() }),
});
export type MunicipalityView = z.infer<typeof municipalityViewSchema>;

export const AREAS_PAGE_SIZE = 7;

export const areaListQuerySchema = z.object({
  name: textSchema.trim().max(120).default(''),
  municipalityId: z.uuid().optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(AREAS_PAGE_SIZE),
});

export const areaViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  municipality: z.object({ id: z.uuid(), name: z.string() }),
});
export type AreaView = z.infer<typeof areaViewSchema>;
export const areaListSchema = z.object({ rows: z.array(areaViewSchema), total: z.number().int() });

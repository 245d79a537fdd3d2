import { z } from 'zod';

/**
 * The management system's lists the editor picks from (spec part 2 §7: getMuniCoreAreas,
 * createTipoIncidencia): its areas and the incident types of an area.
 */
export const managementAreaSchema = z.object({ id: z.string(), name: z.string() });
export type ManagementArea = z.infer<typeof managementAreaSchema>;

export const incidentTypeSchema = z.object({ id: z.string(), name: z.string(), areaId: z.string() });
export type IncidentType = z.infer<typeof incidentTypeSchema>;

/** Which municipality's lists: the one of the form's main area (an area of ours). */
export const managementListQuerySchema = z.object({ areaId: z.uuid() });
export const incidentTypesQuerySchema = managementListQuerySchema.extend({
  managementAreaId: z.string().min(1).max(100),
});

/**
 * The name of the incident type a form creates (createTipoIncidencia's formTitle): the form's
 * title, and with incident types by state the title and the state's name.
 */
export function incidentTypeName(title: string, stateName?: string): string {
  return stateName === undefined ? title.trim() : `${title.trim()} - ${stateName.trim()}`;
}

import { incidentTypeName, type FormTemplate, type IncidentType, type ManagementArea } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ManagementScope } from '../../adapters/management-system/port.ts';
import type { AppContext } from '../../context.ts';
import { areas, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { requireAccess } from '../access/index.ts';

type Municipality = typeof municipalities.$inferSelect;

const scopeOf = (municipality: Municipality, auth: AuthContext): ManagementScope => ({
  municipalityId: municipality.id,
  municipalityManagementId: municipality.managementId,
  username: auth.row.username ?? null,
});

const unreachable = () => apiError('MANAGEMENT_SYSTEM_ERROR');

/**
 * The management system's lists for the editor (the municipality of the form's main area, which
 * the editor may use: the admin any, others their own areas), and the incident types a form
 * creates when saved.
 */
export class FormManagement {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async municipalityOfArea(auth: AuthContext, areaId: string): Promise<Municipality> {
    requireAccess(auth, 'read', subject('area', { id: areaId }));
    const [row] = await this.ctx.database.db
      .select({ municipality: municipalities })
      .from(areas)
      .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
      .where(eq(areas.id, areaId))
      .limit(1);
    if (!row) throw apiError('NOT_FOUND', { resource: 'Area' });
    return row.municipality;
  }

  async areas(auth: AuthContext, areaId: string): Promise<ManagementArea[]> {
    requireAccess(auth, 'update', 'formulario');
    const municipality = await this.municipalityOfArea(auth, areaId);
    return this.ctx.managementSystem.listAreas(scopeOf(municipality, auth)).catch((error: unknown) => {
      this.log.warn({ err: error }, 'management system areas failed');
      throw unreachable();
    });
  }

  async incidentTypes(auth: AuthContext, areaId: string, managementAreaId: string): Promise<IncidentType[]> {
    requireAccess(auth, 'update', 'formulario');
    const municipality = await this.municipalityOfArea(auth, areaId);
    return this.ctx.managementSystem
      .listIncidentTypes(scopeOf(municipality, auth), managementAreaId)
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'management system incident types failed');
        throw unreachable();
      });
  }

  /**
   * A form with incidents and no incident type gets one named after it (createTipoIncidencia),
   * one per state without a type when it has incident types by state. A refusal saves nothing
   * (spec part 2 §8: "Error while creating incident.").
   */
  async withIncidentTypes(
    auth: AuthContext,
    template: FormTemplate,
    municipality: Municipality,
  ): Promise<FormTemplate> {
    const { management, options } = template;
    if (!options.incidents || !management.incidentAreaId) return template;
    const areaId = management.incidentAreaId;
    const create = async (name: string) => {
      try {
        return (
          await this.ctx.managementSystem.createIncidentType({
            ...scopeOf(municipality, auth),
            areaId,
            name,
            public: options.public,
          })
        ).id;
      } catch (error) {
        this.log.warn({ err: error }, 'management system incident type creation failed');
        throw apiError('INCIDENT_TYPE_CREATE_FAILED', { name });
      }
    };
    if (options.incidentsByState) {
      const byState = { ...management.incidentTypesByState };
      for (const state of template.states.available) {
        const key = String(state.id);
        if (!byState[key]) byState[key] = await create(incidentTypeName(template.title, state.name));
      }
      return {
        ...template,
        management: { ...management, incidentTypesByState: byState },
      };
    }
    if (management.incidentTypeId) return template;
    const name = incidentTypeName(template.title);
    return {
      ...template,
      management: {
        ...management,
        incidentTypeId: await create(name),
        incidentTypeName: name,
      },
    };
  }
}

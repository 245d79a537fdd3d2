import { subject } from '@casl/ability';
import type {
  areaInputSchema,
  areaListQuerySchema,
  LocationTree,
  municipalityInputSchema,
} from '@cabildo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { queueStatisticsRecount } from './time-zone.ts';

type MunicipalityValues = z.output<typeof municipalityInputSchema>;
type AreaValues = z.output<typeof areaInputSchema>;
type AreaListQuery = z.output<typeof areaListQuerySchema>;

/**
 * What the geography routes ask: the location tree, municipalities (admin) and municipal areas
 * (admin; elevated supervisor: the own municipality), each entry point behind the access gate.
 */
export class GeographyAdministration {
  constructor(private readonly ctx: AppContext) {}

  private get geography() {
    return this.ctx.geography;
  }

  /** Every signed-in person sees the tree: the admin all of it, others the own municipality. */
  tree(auth: AuthContext): Promise<LocationTree> {
    return mayAccess(auth, 'manage', 'municipio')
      ? this.geography.locationTree()
      : this.geography.treeFor(auth.user.municipality?.id ?? null);
  }

  municipalities(auth: AuthContext, name: string) {
    requireAccess(auth, 'manage', 'usuario');
    return this.geography.listMunicipalities(name);
  }

  async createMunicipality(auth: AuthContext, input: MunicipalityValues, ip: string) {
    requireAccess(auth, 'manage', 'usuario');
    const saved = await this.geography.createMunicipality(input, { id: auth.row.id, ip });
    return this.municipalityView(saved.id);
  }

  async updateMunicipality(auth: AuthContext, id: string, input: MunicipalityValues, ip: string) {
    requireAccess(auth, 'manage', 'usuario');
    const saved = await this.geography.updateMunicipality(id, input, { id: auth.row.id, ip });
    // Its answers' days and hours were counted in the old zone (statistics/recount.ts).
    if (saved.timeZoneChanged) await queueStatisticsRecount(this.ctx, saved.id);
    return this.municipalityView(saved.id);
  }

  private async municipalityView(id: string) {
    const view = (await this.geography.listMunicipalities('')).find((m) => m.id === id);
    if (!view) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    return view;
  }

  /** Areas by name and municipality: the admin's chosen one, everyone else's own. */
  areas(auth: AuthContext, query: AreaListQuery) {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const municipalityId = mayAccess(auth, 'manage', 'municipio')
      ? (query.municipalityId ?? null)
      : (auth.user.municipality?.id ?? null);
    return this.geography.listAreas({ ...query, municipalityId });
  }

  /** A municipal area (elevated supervisor: in the own municipality only). */
  async createArea(auth: AuthContext, input: AreaValues, ip: string) {
    requireAccess(auth, 'manage', 'usuario_municipio');
    requireAccess(auth, 'read', subject('municipio', { id: input.municipalityId }));
    const area = await this.geography.createArea(input, { id: auth.row.id, ip });
    const municipality = await this.geography.municipality(area.municipalityId);
    return {
      id: area.id,
      name: area.name,
      municipality: { id: municipality!.id, name: municipality!.name },
    };
  }
}

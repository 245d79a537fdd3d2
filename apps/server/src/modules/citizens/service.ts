import type { CitizenData, CitizenLookupQuery, NewCitizen } from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { CitizenExistsError } from '../../adapters/citizen-registry/port.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/guard.ts';
import { openForAnswering } from '../answers/opening.ts';

export const citizenErrors = {
  notTaken: () => new ApiError(403, 'FORBIDDEN', 'This form does not take a citizen or an addressee.'),
  notFound: () => new ApiError(404, 'CITIZEN_NOT_FOUND', 'A citizen with that ID number has not been found.'),
  exists: () => new ApiError(409, 'CITIZEN_EXISTS', 'A citizen with that ID number already exists.'),
  registry: () =>
    new ApiError(
      502,
      'CITIZEN_REGISTRY_ERROR',
      'The citizen registry could not be reached. Please try again.',
    ),
};

/**
 * The citizen step of the answer screen: looks citizens up and registers new ones in the registry
 * of the form's municipality, for people who may open that form for answering.
 */
export class CitizenService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The municipality whose registry the form uses; the opening checks apply first. */
  private async municipalityOf(auth: AuthContext, formId: string): Promise<string> {
    const { form } = await openForAnswering(this.ctx, auth, formId, 'inspection');
    const { citizen, recipient } = form.template.options;
    if (!citizen && !recipient) throw citizenErrors.notTaken();
    return form.municipalityId;
  }

  /** Runs a registry call; anything but "already exists" becomes a 502. */
  private async registry<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CitizenExistsError) throw citizenErrors.exists();
      this.log.warn({ err: error }, 'citizen registry failed');
      throw citizenErrors.registry();
    }
  }

  async lookup(auth: AuthContext, query: CitizenLookupQuery): Promise<CitizenData> {
    const municipalityId = await this.municipalityOf(auth, query.formId);
    const found = await this.registry(() =>
      this.ctx.citizenRegistry.lookup({ municipalityId, kind: query.kind, number: query.number }),
    );
    if (!found) throw citizenErrors.notFound();
    return found;
  }

  async create(auth: AuthContext, formId: string, input: NewCitizen, ip: string): Promise<CitizenData> {
    const municipalityId = await this.municipalityOf(auth, formId);
    const number = input.kind === 'legal' ? input.cuit : input.dni;
    const registry = this.ctx.citizenRegistry;
    const existing = await this.registry(() => registry.lookup({ municipalityId, kind: input.kind, number }));
    if (existing) throw citizenErrors.exists();
    const created = await this.registry(() => registry.create({ ...input, municipalityId }));
    await audit(this.ctx.database.db, {
      actorId: auth.user.id,
      action: 'citizen.create',
      subject: 'citizen',
      subjectId: created.id,
      after: { ...created, municipalityId, formId },
      ip,
    });
    return created;
  }
}

import type { CitizenData, CitizenKind, CitizenLookupQuery, NewCitizen } from '@cabildo/domain';
import { subject } from '@casl/ability';
import type { FastifyBaseLogger } from 'fastify';
import { CitizenExistsError } from '../../adapters/citizen-registry/port.ts';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { mayAccess } from '../access/index.ts';
import { openForAnswering } from '../answer-access/index.ts';

/** Registry lookups and creations per person and minute. */
const REGISTRY_CALLS_PER_MINUTE = 30;

/**
 * The citizen step of the answer screen: looks citizens up and registers new ones in the registry
 * of the form's municipality, for people of that municipality who may open that form for
 * answering. Personal data: each person has a few calls a minute, and every lookup is audited.
 */
export class CitizenService {
  private readonly calls: RateLimiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.calls = new RateLimiter(ctx.rateLimits, 'citizens.registry-calls', REGISTRY_CALLS_PER_MINUTE);
  }

  /**
   * The municipality whose registry the form uses. The opening checks apply first; a public form
   * is open to everyone, but its municipality's registry only to that municipality's people.
   */
  private async municipalityOf(auth: AuthContext, formId: string): Promise<string> {
    await this.calls.enforce(auth.row.id);
    const { form } = await openForAnswering(this.ctx, auth, formId, 'inspection');
    const { citizen, recipient } = form.template.options;
    if (!citizen && !recipient) throw apiError('CITIZEN_NOT_TAKEN');
    if (!mayAccess(auth, 'read', subject('municipio', { id: form.municipalityId })))
      throw apiError('FORBIDDEN');
    return form.municipalityId;
  }

  /** The registry's record of a number in a municipality, or null; a registry failure is a 502. */
  async find(municipalityId: string, kind: CitizenKind, number: string): Promise<CitizenData | null> {
    return this.registry(() => this.ctx.citizenRegistry.lookup({ municipalityId, kind, number }));
  }

  /** Runs a registry call; anything but "already exists" becomes a 502. */
  private async registry<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CitizenExistsError) throw apiError('CITIZEN_EXISTS');
      this.log.warn({ err: error }, 'citizen registry failed');
      throw apiError('CITIZEN_REGISTRY_ERROR');
    }
  }

  async lookup(auth: AuthContext, query: CitizenLookupQuery, ip: string): Promise<CitizenData> {
    const municipalityId = await this.municipalityOf(auth, query.formId);
    const found = await this.find(municipalityId, query.kind, query.number);
    await audit(this.ctx.database.db, {
      actorId: auth.user.id,
      action: 'citizen.lookup',
      subject: 'citizen',
      subjectId: found?.id ?? null,
      after: {
        formId: query.formId,
        municipalityId,
        kind: query.kind,
        number: query.number,
        found: !!found,
      },
      ip,
    });
    if (!found) throw apiError('CITIZEN_NOT_FOUND');
    return found;
  }

  async create(auth: AuthContext, formId: string, input: NewCitizen, ip: string): Promise<CitizenData> {
    const municipalityId = await this.municipalityOf(auth, formId);
    const number = input.kind === 'legal' ? input.cuit : input.dni;
    if (await this.find(municipalityId, input.kind, number)) throw apiError('CITIZEN_EXISTS');
    const created = await this.registry(() => this.ctx.citizenRegistry.create({ ...input, municipalityId }));
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

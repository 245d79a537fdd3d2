import { subject } from '@casl/ability';
import {
  answerDocumentSchema,
  bookingCodeRequest,
  bookingFormData,
  bookingRedirectUrl,
  type AgendaList,
  type BookingRedirect,
} from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, areas, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import type { AuthContext } from '../auth/index.ts';
import { requireAccess } from '../access/index.ts';
import { municipalityTimeZone } from '../geography/index.ts';

const unreachable = () => apiError('BOOKING_SYSTEM_ERROR');
/** Hand-offs to the booking system without a session, per IP and minute. */
const REDIRECTS_PER_MINUTE = 20;

/**
 * Appointments (spec part 2 §5 rule 4, §7 getTurneroGroupProcedure; part 3 §2, §7): the booking
 * system's agendas for the editor, and the hand-off of a saved answer to its authorise address.
 */
export class AppointmentService {
  private readonly redirects: RateLimiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redirects = new RateLimiter(ctx.rateLimits, 'appointments.redirects', REDIRECTS_PER_MINUTE);
  }

  /**
   * The agendas (procedure type 2) of the municipality of a form's main area, for whoever edits
   * forms there (the admin any area, others their own).
   */
  async agendas(auth: AuthContext, areaId: string): Promise<AgendaList> {
    requireAccess(auth, 'update', 'formulario');
    requireAccess(auth, 'read', subject('area', { id: areaId }));
    const [row] = await this.ctx.database.db
      .select({
        id: municipalities.id,
        managementId: municipalities.managementId,
      })
      .from(areas)
      .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
      .where(eq(areas.id, areaId))
      .limit(1);
    if (!row) throw apiError('NOT_FOUND', { resource: 'Area' });
    return this.ctx.booking
      .listAgendas({ municipalityId: String(row.managementId ?? row.id) })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'booking system agendas failed');
        throw unreachable();
      });
  }

  /**
   * Where the browser that sent an answer goes to book its appointment: the booking system's
   * authorise address with the encrypted code (getTurneroEncryptCode), the tenant and formData.
   * The caller proves it sent the answer by its submission id (as for the voucher); a wrong one
   * and an unknown answer look the same. Rate-limited per IP (no session to count on).
   */
  async redirect(ip: string, answerId: string, clientSubmissionId: string): Promise<BookingRedirect> {
    await this.redirects.enforce(ip);
    const [row] = await this.ctx.database.db
      .select({ id: answers.id, document: answers.document })
      .from(answers)
      .where(and(eq(answers.id, answerId), eq(answers.clientSubmissionId, clientSubmissionId)))
      .limit(1);
    if (!row) throw apiError('NOT_FOUND', { resource: 'Answer' });
    const document = answerDocumentSchema.parse(row.document);
    const timeZone = await municipalityTimeZone(this.ctx.database.db, document.municipality.id);
    const request = bookingCodeRequest(row.id, document, timeZone);
    if (!request) throw apiError('APPOINTMENT_NOT_OFFERED');
    const sealed = await this.ctx.booking.encryptCode(request).catch((error: unknown) => {
      this.log.warn({ err: error, answerId }, 'booking system code failed');
      throw unreachable();
    });
    return {
      url: bookingRedirectUrl(this.ctx.booking.authorizeUrl, {
        code: sealed.code,
        tenant: sealed.tenant,
        formData: bookingFormData(request),
      }),
    };
  }
}

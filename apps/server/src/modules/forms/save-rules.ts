import {
  appointmentGroupOf,
  firstFieldProblem,
  firstSaveProblem,
  type FormTemplate,
  optionConflict,
  statesProblem,
  videoProblem,
} from '@cabildo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { areas, municipalities, payOrders } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { subject } from '@casl/ability';

// The form service's save rules (forms/service.ts): the template's checks, the agenda, the payment sections.

/** What the form rules need of the service: its database, context and log. */
export type FormStore = {
  readonly db: Database['db'];
  readonly ctx: AppContext;
  readonly log: FastifyBaseLogger;
};

/** The shared save rules, then the areas: every area must exist, a non-admin may use only its own. */
export async function checkFormTemplate(service: FormStore, auth: AuthContext, template: FormTemplate) {
  const problem = firstSaveProblem(template, {
    managementSync: template.management.sync,
  });
  if (problem) {
    throw apiError('FORM_INVALID', [{ path: `/${problem.field}`, message: problem.message }]);
  }
  const fieldIssue = firstFieldProblem(template);
  if (fieldIssue) {
    throw apiError('FORM_FIELD_INVALID', [
      {
        path: `/${fieldIssue.field}`,
        message: fieldIssue.message,
        max: fieldIssue.max,
      },
    ]);
  }
  const statesIssue = statesProblem(template.states);
  if (statesIssue) {
    throw apiError('FORM_STATES_INVALID', [{ path: '/states', message: statesIssue }]);
  }
  const conflict = optionConflict(template.options, {
    stateCount: template.states.available.length,
  });
  if (conflict) {
    throw apiError('FORM_OPTIONS_CONFLICT', [
      {
        path: `/options/${conflict}`,
        message: 'forms.errors.optionConflict',
      },
    ]);
  }
  const found = await service.db.select().from(areas).where(inArray(areas.id, template.areaIds));
  if (found.length !== new Set(template.areaIds).size) throw apiError('NOT_FOUND', { resource: 'Area' });
  for (const areaId of template.areaIds) requireAccess(auth, 'read', subject('area', { id: areaId }));
  const mainArea = found.find((area) => area.id === template.areaIds[0])!;
  const [municipality] = await service.db
    .select()
    .from(municipalities)
    .where(eq(municipalities.id, mainArea.municipalityId));
  const video = videoProblem(template, municipality!.settings.videoAttachments === true);
  if (video) {
    throw apiError('FORM_VIDEO_NOT_ALLOWED', [{ path: '/sections', message: video }]);
  }
  return { mainArea, municipality: municipality! };
}

/**
 * The form's agenda as the municipality's booking system lists it, with the tenant of that list —
 * never as the browser sent it (another municipality's tenant or agenda). Checked when picked or
 * changed, so a form whose agenda stays as it was saves while the booking system is away.
 */
export async function withListedAgenda(
  service: FormStore,
  template: FormTemplate,
  municipality: { id: string; managementId: number | null },
  current: FormTemplate['appointmentGroup'],
): Promise<FormTemplate> {
  const picked = template.appointmentGroup;
  if (!template.options.addAppointment || !picked) return template;
  const unchanged =
    current !== null &&
    current.id === picked.id &&
    current.tenantId === picked.tenantId &&
    current.tenantUniqueName === picked.tenantUniqueName;
  if (unchanged) return template;
  const list = await service.ctx.booking
    .listAgendas({
      municipalityId: String(municipality.managementId ?? municipality.id),
    })
    .catch((error: unknown) => {
      service.log.warn({ err: error }, 'booking system agendas failed');
      throw apiError('BOOKING_SYSTEM_ERROR');
    });
  const listed = appointmentGroupOf(list, picked.id);
  if (!listed) {
    throw apiError('APPOINTMENT_AGENDA_UNKNOWN');
  }
  return { ...template, appointmentGroup: listed };
}

/**
 * A payment section that has orders (pending or paid) stays in the template under its name: the
 * stock the orders hold is kept by section name, so a rename would start the count again.
 */
export async function keepSectionsWithOrders(service: FormStore, formId: string, template: FormTemplate) {
  const ordered = await service.db
    .selectDistinct({ name: payOrders.sectionName })
    .from(payOrders)
    .where(and(eq(payOrders.formId, formId), inArray(payOrders.status, ['pending_validation', 'paid'])));
  const offered = new Set((template.payment?.sections ?? []).map((section) => section.name));
  const dropped = ordered.filter(({ name }) => !offered.has(name));
  if (dropped.length > 0) {
    throw apiError('PAYMENT_SECTION_HAS_ORDERS', { sections: dropped.map(({ name }) => name) });
  }
}

/** Whether payment orders name the form: they are kept (money records), so the form is too. */
export async function hasPayOrders(service: FormStore, formId: string): Promise<boolean> {
  const [row] = await service.db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(eq(payOrders.formId, formId))
    .limit(1);
  return row !== undefined;
}

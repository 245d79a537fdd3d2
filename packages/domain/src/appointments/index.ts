import { z } from 'zod';
import type { AnswerDocument } from '../answers/document.ts';
import type { FormTemplate } from '../forms/template.ts';

/** The booking system's procedure type of an appointment (spec part 2 §9: getTurneroGroupProcedure typeProcedureId 2). */
export const APPOINTMENT_PROCEDURE_TYPE = 2;

/** One agenda (groupsProcedure entry) of the booking system a form's answers book in. */
export const agendaSchema = z.object({ id: z.string().min(1).max(100), name: z.string().max(200) });
export type Agenda = z.infer<typeof agendaSchema>;

/** getTurneroGroupProcedure's answer: the municipality's agendas and the tenant they belong to. */
export const agendaListSchema = z.object({
  tenantId: z.string().max(100),
  tenantUniqueName: z.string().max(200),
  agendas: z.array(agendaSchema),
});
export type AgendaList = z.infer<typeof agendaListSchema>;

/** Which municipality's agendas: the one of the form's main area (an area of the editor's). */
export const agendasQuerySchema = z.object({ areaId: z.uuid() });

/**
 * What the saved page sends to be handed on to the booking system: the submission id its browser
 * chose when answering (only that browser knows it), as for the voucher.
 */
export const bookingRequestSchema = z.object({ clientSubmissionId: z.uuid() });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** Where the browser goes: the booking system's authorise address with code, tenant and formData. */
export const bookingRedirectSchema = z.object({ url: z.string() });
export type BookingRedirect = z.infer<typeof bookingRedirectSchema>;

/** The form's appointment group as the editor stores it (appointmentGroup). */
export type AppointmentGroup = NonNullable<FormTemplate['appointmentGroup']>;

/** The agenda stored on a form when one is picked from the booking system's list. */
export function appointmentGroupOf(list: AgendaList, agendaId: string): AppointmentGroup | null {
  const agenda = list.agendas.find((candidate) => candidate.id === agendaId);
  return agenda
    ? { id: agenda.id, name: agenda.name, tenantId: list.tenantId, tenantUniqueName: list.tenantUniqueName }
    : null;
}

/** Whether an answered form hands the person on to an appointment (the option on and an agenda chosen). */
export function appointmentOffered(template: Pick<FormTemplate, 'options' | 'appointmentGroup'>): boolean {
  return template.options.addAppointment && Boolean(template.appointmentGroup?.id);
}

/**
 * What Cabildo asks the booking system to encrypt (getTurneroEncryptCode) for one answer: who
 * books (the answer's citizen), for which answer and agenda. Personal data travel only inside the
 * encrypted code, never in the address.
 */
export type BookingCodeRequest = {
  answerId: string;
  answerCode: string;
  formId: string;
  formTitle: string;
  /** The language the person answered in (the booking page may speak it). */
  language: string;
  /** The municipality's id in the management system (idMuniCore), else Cabildo's id. */
  municipalityId: string;
  /** The municipality's time zone (IANA name): the booking page's days and times are its wall clock. */
  timeZone: string;
  agenda: { id: string; name: string };
  tenantUniqueName: string;
  /** The answer's saved page in Cabildo (a path): where the booking page leads back to (codes sealed before it was sent have none). */
  savedPath?: string;
  citizen: {
    document: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
  } | null;
};

/** A saved page's path, as savedPathOf gives them (what a booking page may link back to). */
export const SAVED_PATH = /^\/(ciudadano|publico)\/guardado\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/;

/** The saved page of an answer: the citizen portal's for a portal answer, else the public one. */
const savedPathOf = (document: AnswerDocument): string =>
  `/${document.mode === 'citizen-portal' ? 'ciudadano' : 'publico'}/guardado/${document.formId}/${encodeURIComponent(document.code)}`;

/** The request for one saved answer (of a municipality in `timeZone`), or null when its form offers no appointment. */
export function bookingCodeRequest(
  answerId: string,
  document: AnswerDocument,
  timeZone: string,
): BookingCodeRequest | null {
  const { template } = document;
  if (!appointmentOffered(template)) return null;
  const group = template.appointmentGroup!;
  const citizen = document.citizen;
  return {
    answerId,
    answerCode: document.code,
    formId: document.formId,
    formTitle: template.title,
    language: document.language,
    municipalityId: String(document.municipality.managementId ?? document.municipality.id),
    timeZone,
    agenda: { id: group.id, name: group.name },
    tenantUniqueName: group.tenantUniqueName,
    savedPath: savedPathOf(document),
    citizen: citizen
      ? {
          document: citizen.dni ?? citizen.cuit,
          firstName: citizen.firstName,
          lastName: citizen.lastName,
          email: citizen.email,
          phone: citizen.phone,
        }
      : null,
  };
}

/** The formData of the redirect: what the booking page may show without decrypting (no personal data). */
export type BookingFormData = {
  formId: string;
  formTitle: string;
  answerCode: string;
  agendaId: string;
  agendaName: string;
};

export function bookingFormData(request: BookingCodeRequest): BookingFormData {
  return {
    formId: request.formId,
    formTitle: request.formTitle,
    answerCode: request.answerCode,
    agendaId: request.agenda.id,
    agendaName: request.agenda.name,
  };
}

/**
 * The booking system's authorise address with `code`, `tenant` and `formData` (JSON) in its query
 * (spec part 3 §7); parameters the address already has are kept (the booking system's own).
 */
export function bookingRedirectUrl(
  authorizeUrl: string,
  parts: { code: string; tenant: string; formData: BookingFormData },
): string {
  const hash = authorizeUrl.indexOf('#');
  const base = hash === -1 ? authorizeUrl : authorizeUrl.slice(0, hash);
  const query = [
    ['code', parts.code],
    ['tenant', parts.tenant],
    ['formData', JSON.stringify(parts.formData)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${query}`;
}

/** Reads a formData parameter back (the embedded booking page); null when it is not one. */
export function parseBookingFormData(raw: string | null | undefined): BookingFormData | null {
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = bookingFormDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const bookingFormDataSchema = z.object({
  formId: z.string().max(100),
  formTitle: z.string().max(300),
  answerCode: z.string().max(100),
  agendaId: z.string().max(100),
  agendaName: z.string().max(200),
});

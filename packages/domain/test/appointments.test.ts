import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_PROCEDURE_TYPE,
  appointmentGroupOf,
  appointmentOffered,
  bookingCodeRequest,
  bookingFormData,
  bookingRedirectUrl,
  firstSaveProblem,
  formTemplateSchema,
  optionDisabled,
  parseBookingFormData,
  setOption,
  type AnswerDocument,
  type FormTemplateInput,
} from '../src/index.ts';

const AREA = '00000000-0000-4000-8000-000000000a01';
const template = (extra: Partial<FormTemplateInput> = {}) =>
  formTemplateSchema.parse({
    title: 'Reclamo',
    areaIds: [AREA],
    sections: [
      { id: 's', order: 0, title: 'S', questions: [{ id: 'q', order: 0, title: 'Q', kind: 'yesno' }] },
    ],
    ...extra,
  });
/** The query of an address, decoded (the domain has no URL class). */
const query = (url: string): Record<string, string> =>
  Object.fromEntries(
    url
      .split('?')[1]!
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
const group = { id: 'obras', name: 'Obras', tenantId: '1', tenantUniqueName: 'cabildo-demo' };

const documentOf = (extra: Partial<FormTemplateInput>, citizen: AnswerDocument['citizen'] = null) =>
  ({
    formId: '00000000-0000-4000-8000-00000000f001',
    code: 'CBA-12',
    language: 'es',
    template: template(extra),
    municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: 14 },
    citizen,
  }) as AnswerDocument;

describe('appointment rules', () => {
  it('procedure type 2 (spec part 2 §9)', () => {
    expect(APPOINTMENT_PROCEDURE_TYPE).toBe(2);
  });

  it("save rule 4: appointments on need an agenda ('Debe seleccionar una agenda'), after the header image rule", () => {
    expect(firstSaveProblem(template({ options: { addAppointment: true } }))).toEqual({
      message: 'forms.errors.appointmentRequired',
      field: 'appointmentGroup',
    });
    expect(
      firstSaveProblem(
        template({ options: { addAppointment: true }, appointmentGroup: { ...group, id: '  ' } }),
      ),
    ).toMatchObject({ field: 'appointmentGroup' });
    expect(
      firstSaveProblem(template({ options: { addAppointment: true }, appointmentGroup: group })),
    ).toBeNull();
    expect(
      firstSaveProblem(template({ options: { addAppointment: true, headerImage: true } })),
    ).toMatchObject({
      field: 'headerImageUrl',
    });
  });

  it('the e-mail copy is switched off and disabled while appointments are on', () => {
    const on = setOption(template({ options: { sendEmail: true } }).options, 'addAppointment', true);
    expect(on.sendEmail).toBe(false);
    expect(optionDisabled(on, 'sendEmail', { stateCount: 0 })).toBe(true);
    expect(optionDisabled(setOption(on, 'addAppointment', false), 'sendEmail', { stateCount: 0 })).toBe(
      false,
    );
  });

  it('an agenda picked from the list brings its tenant; an unknown id none', () => {
    const list = {
      tenantId: '1',
      tenantUniqueName: 'cabildo-demo',
      agendas: [{ id: 'obras', name: 'Obras' }],
    };
    expect(appointmentGroupOf(list, 'obras')).toEqual(group);
    expect(appointmentGroupOf(list, 'otra')).toBeNull();
  });

  it('older stored agendas (id and name only) read with an empty tenant', () => {
    expect(template({ appointmentGroup: { id: 'a', name: 'A' } as never }).appointmentGroup).toEqual({
      id: 'a',
      name: 'A',
      tenantId: '',
      tenantUniqueName: '',
    });
  });

  it('an appointment is offered only with the option on and an agenda', () => {
    expect(appointmentOffered(template({ options: { addAppointment: true }, appointmentGroup: group }))).toBe(
      true,
    );
    expect(appointmentOffered(template({ appointmentGroup: group }))).toBe(false);
    expect(appointmentOffered(template({ options: { addAppointment: true } }))).toBe(false);
  });

  it("the code request carries the answer, agenda, citizen and the municipality's zone; its management id first", () => {
    const request = bookingCodeRequest(
      'answer-1',
      documentOf(
        { options: { addAppointment: true }, appointmentGroup: group },
        {
          id: 'c1',
          kind: 'natural',
          dni: '30123456',
          cuit: null,
          firstName: 'Ana María',
          lastName: 'Gómez',
          email: 'ana@example.org',
          phone: null,
          street: null,
        },
      ),
      'America/Argentina/Cordoba',
    );
    expect(request).toEqual({
      answerId: 'answer-1',
      answerCode: 'CBA-12',
      formId: '00000000-0000-4000-8000-00000000f001',
      formTitle: 'Reclamo',
      language: 'es',
      municipalityId: '14',
      timeZone: 'America/Argentina/Cordoba',
      agenda: { id: 'obras', name: 'Obras' },
      tenantUniqueName: 'cabildo-demo',
      savedPath: '/publico/guardado/00000000-0000-4000-8000-00000000f001/CBA-12',
      citizen: {
        document: '30123456',
        firstName: 'Ana María',
        lastName: 'Gómez',
        email: 'ana@example.org',
        phone: null,
      },
    });
    expect(bookingFormData(request!)).toEqual({
      formId: '00000000-0000-4000-8000-00000000f001',
      formTitle: 'Reclamo',
      answerCode: 'CBA-12',
      agendaId: 'obras',
      agendaName: 'Obras',
    });
    expect(bookingCodeRequest('answer-1', documentOf({ appointmentGroup: group }), 'UTC')).toBeNull();
  });

  it('the redirect keeps the authorise address and its own parameters, adds code, tenant and formData', () => {
    const formData = {
      formId: 'f',
      formTitle: 'Título & más',
      answerCode: 'CBA-1',
      agendaId: 'a',
      agendaName: 'A',
    };
    const url = bookingRedirectUrl('https://turnos.example.org/authorize?source=cabildo#top', {
      code: 'a+b/c=',
      tenant: 'córdoba',
      formData,
    });
    expect(url.split('?')[0]).toBe('https://turnos.example.org/authorize');
    expect(url).not.toContain('#');
    const params = query(url);
    expect(params.source).toBe('cabildo');
    expect(params.code).toBe('a+b/c=');
    expect(params.tenant).toBe('córdoba');
    expect(parseBookingFormData(params.formData)).toEqual(formData);
    expect(bookingRedirectUrl('https://t.example/a', { code: 'c', tenant: 't', formData })).toMatch(
      /^https:\/\/t\.example\/a\?code=c&tenant=t&formData=/,
    );
  });

  it('any code, tenant and formData come back from the address exactly (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ maxLength: 200 }), (code, tenant, title) => {
        const formData = { formId: 'f', formTitle: title, answerCode: 'X-1', agendaId: 'a', agendaName: 'A' };
        const params = query(bookingRedirectUrl('https://t.example/authorize', { code, tenant, formData }));
        return (
          params.code === code &&
          params.tenant === tenant &&
          JSON.stringify(parseBookingFormData(params.formData)) === JSON.stringify(formData)
        );
      }),
    );
  });

  it('formData that is not one reads as null', () => {
    for (const raw of [null, '', 'nope', '{}', '[1]', 'x'.repeat(5000)])
      expect(parseBookingFormData(raw)).toBeNull();
  });
});

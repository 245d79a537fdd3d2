import type { LocationTree } from '@cabildo/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../src/features/appointments/BookingButton.tsx';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

const AREA = '00000000-0000-4000-8000-000000000a01';
const FORM = '00000000-0000-4000-8000-00000000f001';
const ANSWER = '00000000-0000-4000-8000-00000000a001';
const SUBMISSION = '00000000-0000-4000-8000-00000000b001';
const tree: LocationTree = [
  {
    id: '00000000-0000-4000-8000-000000000c01',
    name: 'Argentina',
    flagIcon: null,
    managementId: 1,
    provinces: [
      {
        id: '00000000-0000-4000-8000-000000000d01',
        name: 'Córdoba',
        municipalities: [
          {
            id: '00000000-0000-4000-8000-000000000101',
            name: 'Córdoba',
            managementId: 14,
            key: 'CBA',
            useCloud: false,
            disabled: false,
            videoAttachments: false,
            areas: [{ id: AREA, name: 'Tránsito' }],
          },
        ],
      },
    ],
  },
];
const agendas = {
  tenantId: '1',
  tenantUniqueName: 'cabildo-demo',
  agendas: [
    { id: 'obras-veredas', name: 'Obras públicas — inspección de veredas' },
    { id: 'atencion-vecino', name: 'Atención al vecino' },
  ],
};

// jsdom has no layout: the editor scrolls to the field a save rule points at.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('appointments', { timeout: 120_000 }, () => {
  it('the editor picks the agenda from the booking system, turns the e-mail copy off and saves the tenant', async () => {
    localStorage.setItem('language', 'es');
    const saves: unknown[] = [];
    stubApi(async (url, init) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_ADMIN') };
      if (parsed.pathname === '/api/geography/tree') return { status: 200, body: tree };
      if (parsed.pathname === '/api/appointments/agendas') {
        expect(parsed.searchParams.get('areaId')).toBe(AREA);
        return { status: 200, body: agendas };
      }
      if (parsed.pathname === '/api/forms' && init?.method === 'POST') {
        saves.push(JSON.parse(String(init.body)));
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'no' } } };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    });
    await renderApp('/editar/nuevo/formulario');
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByRole('textbox', { name: /^Título( \*)?$/ });
    fireEvent.change(title, { target: { value: 'Reclamo con turno' } });
    await user.click(screen.getByRole('combobox', { name: /^Área/ }));
    await user.click(await screen.findByRole('option', { name: 'Tránsito' }));
    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Pregunta' }), { target: { value: '¿Dónde?' } });

    await user.click(screen.getByRole('switch', { name: 'Enviar copia por correo' }));
    expect(screen.getByRole('switch', { name: 'Enviar copia por correo' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Reservar turno' }));
    // Spec part 2 §5: the e-mail copy is off and disabled while appointments are on.
    expect(screen.getByRole('switch', { name: 'Enviar copia por correo' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Enviar copia por correo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText('Debe seleccionar una agenda')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.click(await screen.findByRole('combobox', { name: /^Agenda/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin agenda', 'Obras públicas — inspección de veredas', 'Atención al vecino']);
    await user.click(within(listbox).getByRole('option', { name: 'Atención al vecino' }));
    expect(screen.getByText('Cliente del sistema de turnos: cabildo-demo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      options: { addAppointment: true, sendEmail: false },
      appointmentGroup: {
        id: 'atencion-vecino',
        name: 'Atención al vecino',
        tenantId: '1',
        tenantUniqueName: 'cabildo-demo',
      },
    });
  });

  /** The saved page of an answer this tab sent to a form with an appointment. */
  async function savedPage(path: string, booking: () => Reply) {
    sessionStorage.setItem(
      'cabildo:saved:CBA-8',
      JSON.stringify({
        formId: FORM,
        answerId: ANSWER,
        clientSubmissionId: SUBMISSION,
        pdfDownloadCode: null,
        appointment: true,
      }),
    );
    const asked: unknown[] = [];
    stubApi(async (url, init) => {
      if (url === `/api/public/answers/${ANSWER}/appointment` && init?.method === 'POST') {
        asked.push(JSON.parse(String(init.body)));
        return booking();
      }
      if (url.startsWith('/api/auth/me'))
        return { status: 401, body: { error: { code: 'UNAUTHENTICATED' } } };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    });
    await renderApp(path);
    return { asked, user: userEvent.setup({ delay: null }) };
  }

  it('the saved page sends the citizen on to the booking system with the answer and its submission id', async () => {
    const assign = vi.spyOn(goTo, 'assign').mockImplementation(() => undefined);
    const target = 'http://localhost:3000/turnero/autorizar?code=abc&tenant=cabildo-demo&formData=%7B%7D';
    const { asked, user } = await savedPage(`/publico/guardado/${FORM}/CBA-8`, () => ({
      status: 200,
      body: { url: target },
    }));
    await user.click(
      await screen.findByRole('button', { name: 'Continue to book an appointment' }, { timeout: 10_000 }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(target));
    expect(asked).toEqual([{ clientSubmissionId: SUBMISSION }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on failure the citizen-portal saved page shows the spec alert and keeps the button', async () => {
    localStorage.setItem('language', 'es');
    const assign = vi.spyOn(goTo, 'assign').mockImplementation(() => undefined);
    const { asked, user } = await savedPage(`/ciudadano/guardado/${FORM}/CBA-8`, () => ({
      status: 502,
      body: { error: { code: 'BOOKING_SYSTEM_ERROR', message: 'down' } },
    }));
    const button = await screen.findByRole(
      'button',
      { name: 'Continuar para reservar turno' },
      { timeout: 10_000 },
    );
    await user.click(button);
    expect(
      await screen.findByText(
        'Error al cargar la información. Si el problema persiste, comuníquese con el municipio.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continuar para reservar turno' })).toBeEnabled();
  });

  it('a saved page without an appointment (or not sent from this tab) offers no booking', async () => {
    sessionStorage.setItem(
      'cabildo:saved:CBA-9',
      JSON.stringify({
        formId: FORM,
        answerId: ANSWER,
        clientSubmissionId: SUBMISSION,
        pdfDownloadCode: null,
      }),
    );
    stubApi(async () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }));
    await renderApp(`/publico/guardado/${FORM}/CBA-9`);
    await screen.findByTestId('answer-code', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('booking')).not.toBeInTheDocument();
    cleanup();
    await renderApp(`/publico/guardado/${FORM}/CBA-10`);
    await screen.findByTestId('answer-code', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('booking')).not.toBeInTheDocument();
  });
});

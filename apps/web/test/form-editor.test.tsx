import { blankSection, formTemplateSchema, type LocationTree } from '@cabildo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

const AREA = '00000000-0000-4000-8000-000000000a01';
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

/** The editor of a new form, with the management system's lists answered by the stub. */
async function openEditor(path = '/editar/nuevo/formulario', extra?: (url: URL) => Reply | null) {
  const saves: unknown[] = [];
  const calls = stubApi(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const answer = extra?.(parsed);
    if (answer) return answer;
    if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_ADMIN') };
    if (parsed.pathname === '/api/geography/tree') return { status: 200, body: tree };
    if (parsed.pathname === '/api/forms/management/areas')
      return {
        status: 200,
        body: [
          { id: '1', name: 'Alumbrado público' },
          { id: '12', name: 'Tránsito' },
        ],
      };
    if (parsed.pathname === '/api/forms/management/incident-types')
      return {
        status: 200,
        body:
          parsed.searchParams.get('managementAreaId') === '12'
            ? [{ id: '1201', name: 'Semáforo sin funcionar', areaId: '12' }]
            : [],
      };
    if (parsed.pathname === '/api/forms' && init?.method === 'POST') {
      saves.push(JSON.parse(String(init.body)));
      return { status: 500, body: { error: { code: 'INTERNAL', message: 'no' } } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
  });
  const rendered = await renderApp(path);
  return { ...rendered, calls, saves, user: userEvent.setup({ delay: null }) };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

// jsdom has no layout: the editor scrolls to the field a save rule points at.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('form editor', { timeout: 120_000 }, () => {
  it('says a form that does not exist with the spec text', async () => {
    localStorage.setItem('language', 'es');
    await openEditor('/editar/00000000-0000-4000-8000-00000000f404');
    expect(await screen.findByText('No existe el formulario que se intenta cargar')).toBeInTheDocument();
  });

  it('says the length limit in the field before saving (a 450-character title)', async () => {
    await openEditor();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    type(/^Title/, 't'.repeat(450));
    expect(title).toHaveValue('t'.repeat(450));
    expect(screen.getByText('At most 300 characters. (450/300)')).toBeInTheDocument();
  });

  it('edits a question link and its text, and says a link that is not an address', async () => {
    const { user } = await openEditor();
    await screen.findByRole('textbox', { name: /^Title/ });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    type('Link text', 'Leer la ordenanza');
    type('Link (https://…)', 'ordenanza');
    expect(screen.getByText('Enter a valid link (https://…).')).toBeInTheDocument();
    type('Link (https://…)', 'https://www.cordoba.gob.ar/ordenanza');
    expect(screen.queryByText('Enter a valid link (https://…).')).not.toBeInTheDocument();
  });

  it('offers the voucher text when the customised voucher is on, with its limit', async () => {
    const { user } = await openEditor();
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByRole('textbox', { name: 'Voucher text' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Customised voucher' }));
    type('Voucher text', 'Presente este código en mesa de entradas.');
    expect(
      screen.getByText(/Shown with the answer code on the page after saving\. 41\/2000/),
    ).toBeInTheDocument();
  });

  it('puts the focus on what "Add …" added, on the field a failed save points at, and on the heading after saving', async () => {
    const FORM = '00000000-0000-4000-8000-00000000f001';
    // What the server gives back once the form is created (the editor then opens it at its address).
    const detail = {
      id: FORM,
      template: formTemplateSchema.parse({
        title: 'Ruidos',
        areaIds: [AREA],
        sections: [blankSection('s1', 0)],
      }),
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', key: 'CBA' },
      answerCount: 0,
      lock: 'none',
      editHistory: [],
      duplicatedInfo: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const { user } = await openEditor('/editar/nuevo/formulario', (url) =>
      url.pathname === '/api/forms' || url.pathname === `/api/forms/${FORM}`
        ? { status: 200, body: detail }
        : null,
    );
    await screen.findByRole('textbox', { name: /^Title/ });

    // A save without a title: the title field takes the focus.
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    type(/^Title/, 'Ruidos');
    await user.click(screen.getByRole('combobox', { name: /^Municipal area/ }));
    await user.click(await screen.findByRole('option', { name: 'Tránsito' }));

    const first = screen.getByRole('region', { name: 'Section 1' });
    await user.click(within(first).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveFocus());
    await user.keyboard('Origen');
    await user.click(within(first).getByRole('combobox', { name: 'Type of question' }));
    await user.click(await screen.findByRole('option', { name: 'Single choice' }));
    await user.click(within(first).getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Option 2' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByRole('region', { name: 'Section 2' });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Section title' })).toHaveFocus());
    await user.click(within(second).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveFocus());
    await user.keyboard('Detalle');

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    const heading = await screen.findByRole('heading', { name: 'Edit form', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps the focus on a moved question and gives it to a neighbour when one is deleted', async () => {
    const { user } = await openEditor();
    await screen.findByRole('textbox', { name: /^Title/ });
    const first = screen.getByRole('region', { name: 'Section 1' });
    const add = within(first).getByRole('button', { name: 'Add question' });
    await user.click(add);
    await user.keyboard('Primera');
    await user.click(add);
    await user.keyboard('Segunda');
    const titles = () =>
      within(first)
        .getAllByRole('textbox', { name: 'Question' })
        .map((input) => (input as HTMLInputElement).value);

    // Up from the second place: the question is first now, where up is off, so its down button has the focus.
    await user.click(within(first).getAllByRole('button', { name: 'Move question up' })[1]!);
    expect(titles()).toEqual(['Segunda', 'Primera']);
    await waitFor(() =>
      expect(within(first).getAllByRole('button', { name: 'Move question down' })[0]).toHaveFocus(),
    );

    // Deleting the first: the question now in its place takes the focus; deleting the last, "Add question".
    await user.click(within(first).getAllByRole('button', { name: 'Delete question' })[0]!);
    expect(titles()).toEqual(['Primera']);
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveFocus());
    await user.click(within(first).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Add question' })).toHaveFocus());
  });

  it('picks the incident area and type from the management system, and shows save rule 5', async () => {
    localStorage.setItem('language', 'es');
    const { user, saves } = await openEditor();
    await screen.findByRole('textbox', { name: /^Título( \*)?$/ });
    type(/^Título( \*)?$/, 'Semáforos');
    await user.click(screen.getByRole('combobox', { name: /^Área/ }));
    await user.click(await screen.findByRole('option', { name: 'Tránsito' }));
    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    type('Pregunta', '¿Funciona?');

    await user.click(screen.getByRole('switch', { name: 'Sincronizar con MuniGestion' }));
    await user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(
      await screen.findByText('Debe seleccionar al menos una opción para sincronizar con MuniGestion'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: /Incidentes|incidentes/ }));
    await user.click(await screen.findByRole('combobox', { name: /Área del incidente/ }));
    const areas = await screen.findByRole('listbox');
    expect(
      within(areas)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alumbrado público', 'Tránsito']);
    await user.click(within(areas).getByRole('option', { name: 'Tránsito' }));
    await user.click(await screen.findByRole('combobox', { name: /Tipo de incidente/ }));
    const types = await screen.findByRole('listbox');
    expect(
      within(types)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Crear un tipo con el nombre del formulario', 'Semáforo sin funcionar']);
    await user.click(within(types).getByRole('option', { name: 'Semáforo sin funcionar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0] as { management: unknown }).management).toMatchObject({
      sync: true,
      incidentAreaId: '12',
      incidentAreaName: 'Tránsito',
      incidentTypeId: '1201',
      incidentTypeName: 'Semáforo sin funcionar',
    });
  });
});

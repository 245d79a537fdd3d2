import {
  DEFAULT_MUNICIPALITY_SETTINGS,
  type FormList,
  type LocationTree,
  type MunicipalityView,
  type Role,
  type UserRow,
} from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

// Issue 13 items B–F: the administration screens and the form list, as each role sees them.
// Dialogs load on demand and MUI selects are slow under jsdom: these tests get more time.
vi.setConfig({ testTimeout: 30_000 });

const MUNICIPALITY_ID = '00000000-0000-4000-8000-000000000101';
const AREA_ID = '00000000-0000-4000-8000-000000000a01';
const notFound: Reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };

const tree: LocationTree = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Argentina',
    flagIcon: null,
    managementId: 1,
    provinces: [
      {
        id: '00000000-0000-4000-8000-000000000011',
        name: 'Córdoba',
        municipalities: [
          {
            id: MUNICIPALITY_ID,
            name: 'Córdoba',
            managementId: 1401,
            key: 'CBA',
            useCloud: false,
            disabled: false,
            videoAttachments: false,
            areas: [{ id: AREA_ID, name: 'Obras Privadas' }],
          },
        ],
      },
    ],
  },
];

const municipality: MunicipalityView = {
  id: MUNICIPALITY_ID,
  name: 'Córdoba',
  key: 'CBA',
  managementId: 1401,
  latitude: -31.42,
  longitude: -64.18,
  useCloud: false,
  disabled: false,
  settings: DEFAULT_MUNICIPALITY_SETTINGS,
  province: { id: '00000000-0000-4000-8000-000000000011', name: 'Córdoba' },
  country: { id: '00000000-0000-4000-8000-000000000001', name: 'Argentina' },
};

const userRow = (index: number, role: Role, editable = true): UserRow => ({
  id: `00000000-0000-4000-8000-00000000500${index}`,
  email: `${role.toLowerCase()}@demo.test`,
  username: `user${index}`,
  firstName: 'Ana',
  lastName: 'Pérez',
  inspectorId: null,
  role,
  municipality: { id: MUNICIPALITY_ID, name: 'Córdoba' },
  areas: [{ id: AREA_ID, name: 'Obras Privadas', municipalityId: MUNICIPALITY_ID }],
  disabled: false,
  providerId: 'password',
  lastAccessAt: null,
  lastUpdateAt: null,
  lastUpdateBy: null,
  editable,
});

/** Phones: every media query of the theme's `down('md')` matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

type Route = (url: URL, init: RequestInit | undefined) => Reply | undefined;
function serve(role: Role, route: Route) {
  const asked: { url: URL; init: RequestInit | undefined }[] = [];
  stubApi((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    asked.push({ url, init });
    if (url.pathname === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url.pathname === '/api/geography/tree') return route(url, init) ?? { status: 200, body: tree };
    return route(url, init) ?? notFound;
  });
  return asked;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('municipalities (admin)', () => {
  it('shows the id in the ID column, not the keyword', async () => {
    serve('ROLE_ADMIN', (url) =>
      url.pathname === '/api/municipalities' ? { status: 200, body: [municipality] } : undefined,
    );
    await renderApp('/municipios');
    await screen.findByText('Keyword: CBA');
    const table = screen.getByRole('table', { name: 'Municipalities' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[0]!.textContent).toBe(MUNICIPALITY_ID);
    expect(within(table).getByText('Keyword: CBA')).toBeInTheDocument();
  });

  it('names the edit action in words on a phone', async () => {
    onPhone();
    serve('ROLE_ADMIN', (url) =>
      url.pathname === '/api/municipalities' ? { status: 200, body: [municipality] } : undefined,
    );
    await renderApp('/municipios');
    const list = await screen.findByRole('list', { name: 'Municipalities' });
    const edit = within(list).getByRole('button', { name: 'Edit Córdoba' });
    expect(edit).toHaveTextContent('Edit');
  });

  it('says on the keyword field that another municipality has it, and saves the embedding origins', async () => {
    localStorage.setItem('language', 'es');
    const asked = serve('ROLE_ADMIN', (url, init) => {
      if (url.pathname === '/api/municipalities') return { status: 200, body: [municipality] };
      if (url.pathname === `/api/municipalities/${MUNICIPALITY_ID}` && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { key: string };
        return body.key === 'RIO'
          ? { status: 409, body: { error: { code: 'MUNICIPALITY_KEY_EXISTS', message: 'taken' } } }
          : { status: 200, body: municipality };
      }
      return undefined;
    });
    await renderApp('/municipios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar Córdoba' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    const key = within(dialog).getByLabelText('Palabra clave');
    await user.clear(key);
    await user.paste('RIO');
    const origins = within(dialog).getByLabelText('Sitios que pueden insertar los formularios públicos');
    await user.click(origins);
    await user.paste('https://www.cordoba.gob.ar/tramites');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'Cada línea debe ser un origen web, como https://www.municipio.gob.ar (sin ruta).',
      ),
    ).toBeInTheDocument();

    await user.clear(origins);
    await user.paste('https://www.cordoba.gob.ar\nhttp://localhost:8080');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const message = 'Ya existe un municipio con esa palabra clave. Ingrese otra.';
    await waitFor(() => expect(within(dialog).getAllByText(message).length).toBeGreaterThanOrEqual(1));
    expect(key).toHaveAttribute('aria-invalid', 'true');
    const put = asked.find((request) => request.init?.method === 'PUT')!;
    expect(JSON.parse(String(put.init!.body)).settings.embedOrigins).toEqual([
      'https://www.cordoba.gob.ar',
      'http://localhost:8080',
    ]);
  });
  it("sets the municipality's time zone from a searchable list of IANA zones, labelled", async () => {
    localStorage.setItem('language', 'es');
    const asked = serve('ROLE_ADMIN', (url, init) => {
      if (url.pathname === '/api/municipalities')
        return {
          status: 200,
          body: [
            {
              ...municipality,
              settings: { ...municipality.settings, timeZone: 'America/Argentina/Cordoba' },
            },
          ],
        };
      if (url.pathname === `/api/municipalities/${MUNICIPALITY_ID}` && init?.method === 'PUT')
        return { status: 200, body: municipality };
      return undefined;
    });
    await renderApp('/municipios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar Córdoba' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    const zone = within(dialog).getByRole('combobox', { name: 'Zona horaria' });
    expect(zone).toHaveValue('America/Argentina/Cordoba');
    expect(within(dialog).getByText(/Días y horas de sus estadísticas/)).toBeInTheDocument();
    await user.clear(zone);
    await user.type(zone, 'Madrid');
    await user.click(await screen.findByRole('option', { name: 'Europe/Madrid' }));
    expect(zone).toHaveValue('Europe/Madrid');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(asked.some((request) => request.init?.method === 'PUT')).toBe(true));
    const put = asked.find((request) => request.init?.method === 'PUT')!;
    expect(JSON.parse(String(put.init!.body)).settings.timeZone).toBe('Europe/Madrid');
  });
});

describe('users (elevated supervisor)', () => {
  const rows = [userRow(1, 'ROLE_ADMIN', false), userRow(2, 'ROLE_INSPECTOR')];

  it('offers no edit on a row the reader may not edit, and always shows role names', async () => {
    serve('ROLE_SUPERVISOR_ELEVADO', (url) =>
      url.pathname === '/api/users' ? { status: 200, body: { rows, total: 2 } } : undefined,
    );
    await renderApp('/usuarios');
    await screen.findByText('role_admin@demo.test');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('button', { name: 'Edit role_admin@demo.test' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Edit role_inspector@demo.test' })).toBeInTheDocument();
    expect(within(table).getByText('Administrator')).toBeInTheDocument();
    expect(within(table).queryByText('ROLE_ADMIN')).toBeNull();
  });

  it('on a phone too: the editable rows have a named Edit button, the admin row none', async () => {
    onPhone();
    serve('ROLE_SUPERVISOR_ELEVADO', (url) =>
      url.pathname === '/api/users' ? { status: 200, body: { rows, total: 2 } } : undefined,
    );
    await renderApp('/usuarios');
    const list = await screen.findByRole('list', { name: 'Users' });
    const [adminCard, inspectorCard] = within(list).getAllByRole('listitem');
    expect(within(adminCard!).queryByRole('button')).toBeNull();
    expect(
      within(inspectorCard!).getByRole('button', { name: 'Edit role_inspector@demo.test' }),
    ).toHaveTextContent('Edit');
  });

  it('sorts by role in the order of the names shown (Spanish)', async () => {
    localStorage.setItem('language', 'es');
    const asked = serve('ROLE_SUPERVISOR_ELEVADO', (url) =>
      url.pathname === '/api/users' ? { status: 200, body: { rows, total: 2 } } : undefined,
    );
    await renderApp('/usuarios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Rol' }));
    await waitFor(() =>
      expect(asked.some((request) => request.url.searchParams.get('sort') === 'role')).toBe(true),
    );
    const order = asked
      .find((request) => request.url.searchParams.get('sort') === 'role')!
      .url.searchParams.get('roleOrder')!
      .split(',');
    // Administrador, Censista privado, Generador de formularios, ..., Inspector, ..., Supervisor, ...
    expect(order.slice(0, 3)).toEqual(['ROLE_ADMIN', 'ROLE_CENSISTA_PRIVADO', 'ROLE_GENERADOR']);
    expect(order.indexOf('ROLE_INSPECTOR')).toBeLessThan(order.indexOf('ROLE_SUPERVISOR'));
    expect(order).toHaveLength(14);
  });
});

describe('user dialogs: the spec texts (Spanish)', () => {
  const rows = [userRow(2, 'ROLE_INSPECTOR')];

  it("shows 'Error al cargar usuario' when the user cannot be loaded", async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_ADMIN', (url) => {
      if (url.pathname === '/api/users') return { status: 200, body: { rows, total: 1 } };
      // Gone meanwhile (a 404 is not asked again).
      if (url.pathname === `/api/users/${rows[0]!.id}`)
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
      return undefined;
    });
    await renderApp('/usuarios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar role_inspector@demo.test' }));
    expect(await screen.findByText('Error al cargar usuario')).toBeInTheDocument();
  }, 15_000);

  it("shows 'ERROR: No se ha podido obtener los datos del municipio.' when the municipality cannot be loaded", async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_ADMIN', (url) => {
      if (url.pathname === '/api/geography/tree')
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      if (url.pathname === '/api/users') return { status: 200, body: { rows, total: 1 } };
      if (url.pathname === `/api/users/${rows[0]!.id}`) return { status: 200, body: rows[0] };
      return undefined;
    });
    await renderApp('/usuarios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar role_inspector@demo.test' }));
    expect(
      await screen.findByText(
        'ERROR: No se ha podido obtener los datos del municipio.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it("creates with 'Se deben completar todos los campos requeridos.' and the spec's failure text", async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_SUPERVISOR_ELEVADO', (url, init) => {
      if (url.pathname === '/api/users' && init?.method === 'POST')
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      if (url.pathname === '/api/users') return { status: 200, body: { rows, total: 1 } };
      return undefined;
    });
    await renderApp('/usuarios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Agregar usuario' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    // Username and e-mail empty: the spec's one text, on each.
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('Se deben completar todos los campos requeridos.').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(within(dialog).queryByText('El nombre de usuario es obligatorio.')).toBeNull();

    await user.type(within(dialog).getByLabelText('Nombre de usuario en la plataforma digital'), 'nueva');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nueva@demo.test');
    await user.click(within(dialog).getByLabelText('Áreas municipales'));
    await user.click(await screen.findByRole('option', { name: 'Obras Privadas' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByLabelText('Rol'));
    await user.click(await screen.findByRole('option', { name: 'Inspector' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Ocurrió un error, no se ha podido crear el usuario.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('a user created whose invitation could not be e-mailed: the dialog closes and says to use the reset link', async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_SUPERVISOR_ELEVADO', (url, init) => {
      if (url.pathname === '/api/users' && init?.method === 'POST')
        return { status: 200, body: { ...userRow(9, 'ROLE_INSPECTOR'), invitationSent: false } };
      if (url.pathname === '/api/users') return { status: 200, body: { rows, total: 1 } };
      return undefined;
    });
    await renderApp('/usuarios');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Agregar usuario' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nombre de usuario en la plataforma digital'), 'nueva');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nueva@demo.test');
    await user.click(within(dialog).getByLabelText('Áreas municipales'));
    await user.click(await screen.findByRole('option', { name: 'Obras Privadas' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByLabelText('Rol'));
    await user.click(await screen.findByRole('option', { name: 'Inspector' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(/Usuario creado correctamente, pero no se pudo enviar el correo de invitación/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});

describe('form list (admin)', () => {
  const list: FormList = {
    rows: [
      {
        id: '00000000-0000-4000-8000-000000009001',
        title: 'Inspección de veredas',
        mainArea: { id: AREA_ID, name: 'Obras Privadas' },
        municipality: { id: MUNICIPALITY_ID, name: 'Córdoba' },
        public: false,
        citizenForm: false,
        paymentGateway: false,
        showDuplicated: false,
        answerCount: 0,
      },
    ],
    total: 1,
    anyPaymentGateway: false,
  };

  it('names every row action in words on a phone', async () => {
    onPhone();
    serve('ROLE_ADMIN', (url) => (url.pathname === '/api/forms' ? { status: 200, body: list } : undefined));
    await renderApp('/listar');
    const cards = await screen.findByRole('list', { name: 'Forms' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    for (const [name, text] of [
      ['Answer: Inspección de veredas', 'Answer'],
      ['Answers: Inspección de veredas', 'Answers'],
      ['Statistics: Inspección de veredas', 'Statistics'],
    ])
      expect(within(card).getByRole('link', { name })).toHaveTextContent(text!);
    const more = within(card).getByRole('button', { name: /Inspección de veredas/ });
    expect(more).toHaveTextContent('More');
    await userEvent.setup({ delay: null }).click(more);
    expect(await screen.findByRole('menuitem', { name: 'Edit form' })).toBeInTheDocument();
    expect(within(card).getByText(/Córdoba/)).toBeInTheDocument();
  });

  it('keeps a table with the actions column on a wide screen', async () => {
    serve('ROLE_ADMIN', (url) => (url.pathname === '/api/forms' ? { status: 200, body: list } : undefined));
    await renderApp('/listar');
    await screen.findByText('Inspección de veredas');
    const table = screen.getByRole('table', { name: 'Forms' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Answer: Inspección de veredas' })).toBeInTheDocument();
  });
});

describe('places list failures: the spec texts (Spanish)', () => {
  const refused: Reply = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } };
  const list: FormList = {
    rows: [
      {
        id: '00000000-0000-4000-8000-000000009001',
        title: 'Inspección de veredas',
        mainArea: { id: AREA_ID, name: 'Obras Privadas' },
        municipality: { id: MUNICIPALITY_ID, name: 'Córdoba' },
        public: false,
        citizenForm: false,
        paymentGateway: false,
        showDuplicated: false,
        answerCount: 0,
      },
    ],
    total: 1,
    anyPaymentGateway: false,
  };

  it("the areas page says 'Se ha producido un error al obtener la lista de Países…'", async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_ADMIN', (url) => {
      if (url.pathname === '/api/geography/tree') return refused;
      if (url.pathname === '/api/areas') return { status: 200, body: { rows: [], total: 0 } };
      return undefined;
    });
    await renderApp('/areas');
    expect(
      await screen.findByText(
        'Se ha producido un error al obtener la lista de Países, por favor recargue la página.',
      ),
    ).toBeInTheDocument();
  });

  it("the form list says 'Hubo un error al obtener las Áreas del Municipio', the duplicate dialog the countries' text", async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_ADMIN', (url) => {
      if (url.pathname === '/api/geography/tree') return refused;
      if (url.pathname === '/api/forms') return { status: 200, body: list };
      return undefined;
    });
    await renderApp('/listar');
    expect(await screen.findByText('Hubo un error al obtener las Áreas del Municipio')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Inspección de veredas/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar formulario' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Se ha producido un error al obtener la lista de Países, por favor recargue la página.',
      ),
    ).toBeInTheDocument();
  }, 15_000);
});

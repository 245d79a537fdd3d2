import { CITIZEN_ERRORS, type CitizenData } from '@cabildo/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../src/app/App.tsx';
import { CitizenStep } from '../src/features/answering/citizen/CitizenStep.tsx';
import { i18next, setupI18n } from '../src/i18n/index.ts';
import { stubApi, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000009003';
const ana: CitizenData = {
  id: '00000000-0000-4000-8000-000000030000',
  kind: 'natural',
  dni: '30123456',
  cuit: null,
  firstName: 'Ana María',
  lastName: 'Gómez',
  email: 'ana.gomez@correo.cba.test',
  phone: '+5493510123456',
  street: 'Av. Colón 1234',
};
const error = (status: number, code: string): Reply => ({ status, body: { error: { code, message: code } } });

type Call = { url: string; method: string; body: unknown };

/** Renders the step the way the answer screen does: it owns the chosen citizen. */
async function renderStep(
  handler: (call: Call) => Reply,
  options: {
    initial?: CitizenData | null;
    required?: boolean;
    disabled?: boolean;
    language?: 'en' | 'es';
  } = {},
) {
  await setupI18n(options.language ?? 'en');
  const calls: Call[] = [];
  stubApi((url, init) => {
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  const changes: (CitizenData | null)[] = [];
  function Harness() {
    const [citizen, setCitizen] = useState<CitizenData | null>(options.initial ?? null);
    return (
      <CitizenStep
        formId={FORM_ID}
        value={citizen}
        required={options.required ?? false}
        disabled={options.disabled}
        onChange={(next) => {
          changes.push(next);
          setCitizen(next);
        }}
      />
    );
  }
  render(
    <Providers queryClient={createQueryClient()}>
      <Harness />
    </Providers>,
  );
  return { calls, changes, user: userEvent.setup({ delay: null }) };
}

afterEach(async () => {
  await setupI18n('en');
});

describe('citizen step: lookup', () => {
  it('finds a person by document on Enter and shows a clear card', async () => {
    const { calls, changes, user } = await renderStep(() => ({ status: 200, body: ana }));
    await user.type(screen.getByLabelText('ID number (DNI)'), '30123456{Enter}');
    const card = await screen.findByRole('article', { name: 'Ana María Gómez' });
    expect(calls[0]!.url).toBe(`/api/citizens/lookup?formId=${FORM_ID}&kind=natural&number=30123456`);
    for (const text of ['30123456', 'ana.gomez@correo.cba.test', '+5493510123456', 'Av. Colón 1234']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(changes).toEqual([ana]);
  });

  it('searches a legal entity by tax id with the button', async () => {
    const entity: CitizenData = {
      ...ana,
      kind: 'legal',
      dni: null,
      cuit: '30712345678',
      firstName: 'Servicios Urbanos S.A.',
      lastName: '',
      phone: null,
    };
    const { calls, user } = await renderStep(() => ({ status: 200, body: entity }));
    await user.click(screen.getByRole('button', { name: 'Legal entity' }));
    await user.type(screen.getByLabelText('Tax ID (CUIT)'), '30-71234567-8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Servicios Urbanos S.A.' });
    expect(within(card).getByText('CUIT')).toBeInTheDocument();
    expect(within(card).getByText('Not given')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('kind=legal&number=30-71234567-8');
  });

  it('checks the number before asking: DNI and CUIT messages, nothing sent', async () => {
    const { calls, user } = await renderStep(() => ({ status: 200, body: ana }));
    await user.type(screen.getByLabelText('ID number (DNI)'), '12345{Enter}');
    expect(await screen.findByText('Enter a valid DNI')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Legal entity' }));
    await user.type(screen.getByLabelText('Tax ID (CUIT)'), '21123456789{Enter}');
    expect(await screen.findByText('Enter a valid CUIT')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('in Spanish the messages are the spec words', async () => {
    const { user } = await renderStep(() => error(502, 'CITIZEN_REGISTRY_ERROR'), { language: 'es' });
    await user.type(screen.getByLabelText('Número de documento (DNI)'), '123{Enter}');
    expect(await screen.findByText('Ingrese un DNI válido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Número de documento (DNI)'));
    await user.type(screen.getByLabelText('Número de documento (DNI)'), '30123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al buscar ciudadano en MuniDigital. Por favor intente nuevamente.',
    );
  });

  it('a registry failure says so and keeps the number', async () => {
    const { user } = await renderStep(() => error(502, 'CITIZEN_REGISTRY_ERROR'));
    await user.type(screen.getByLabelText('ID number (DNI)'), '30123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error searching for the citizen in MuniDigital. Please try again.',
    );
    expect(screen.getByLabelText('ID number (DNI)')).toHaveValue('30123456');
  });

  it('when required and empty, warns "The citizen is required" until one is chosen', async () => {
    const { user } = await renderStep(() => ({ status: 200, body: ana }), { required: true });
    expect(screen.getByText('The citizen is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID number (DNI)'), '30123456{Enter}');
    await screen.findByRole('article', { name: 'Ana María Gómez' });
    expect(screen.queryByText('The citizen is required')).not.toBeInTheDocument();
  });

  it('disabled: nothing can be searched or changed', async () => {
    await renderStep(() => ({ status: 200, body: ana }), { disabled: true });
    expect(screen.getByLabelText('ID number (DNI)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});

describe('citizen step: creating who is not found', () => {
  it('offers "Here", validates every field, creates the person and chooses them', async () => {
    const created: CitizenData = {
      ...ana,
      id: 'new-1',
      dni: '41000111',
      firstName: 'Juan',
      lastName: "O'Connor",
    };
    const { calls, changes, user } = await renderStep((call) =>
      call.method === 'POST' ? { status: 200, body: created } : error(404, 'CITIZEN_NOT_FOUND'),
    );
    await user.type(screen.getByLabelText('ID number (DNI)'), '41000111{Enter}');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'A citizen with that ID number has not been found. To create one press Here',
    );
    await user.click(within(notice).getByRole('button', { name: 'Here' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create citizen' });
    expect(within(dialog).getByLabelText(/ID number \(DNI\)/)).toHaveValue('41000111');
    await user.type(within(dialog).getByLabelText(/^Street/), 'Calle #1');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'juan@');
    await user.type(within(dialog).getByLabelText(/^Phone/), '351-44');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [
      'The first name is not valid',
      'The last name is not valid',
      'The street is not valid',
      'The e-mail address is not valid',
      'The phone number is not valid',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.clear(within(dialog).getByLabelText(/ID number \(DNI\)/));
    await user.type(within(dialog).getByLabelText(/ID number \(DNI\)/), '1234567890123');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The DNI is not valid')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/ID number \(DNI\)/));
    await user.type(within(dialog).getByLabelText(/ID number \(DNI\)/), '41000111');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Juan');
    await user.type(within(dialog).getByLabelText(/^Last name/), "O'Connor");
    await user.clear(within(dialog).getByLabelText(/^Street/));
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.type(within(dialog).getByLabelText(/^Phone/), '+5493511234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The citizen was created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: "Juan O'Connor" })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: '/api/citizens',
      method: 'POST',
      body: {
        formId: FORM_ID,
        kind: 'natural',
        firstName: 'Juan',
        lastName: "O'Connor",
        dni: '41000111',
        email: null,
        phone: '+5493511234567',
        street: null,
      },
    });
    expect(changes).toEqual([created]);
  });

  it('a legal entity needs its name and tax id; success has its own toast', async () => {
    const entity: CitizenData = {
      ...ana,
      kind: 'legal',
      dni: null,
      cuit: '30700000011',
      firstName: 'Obras SRL',
      lastName: '',
    };
    const { calls, user } = await renderStep((call) =>
      call.method === 'POST' ? { status: 200, body: entity } : error(404, 'CITIZEN_NOT_FOUND'),
    );
    await user.click(screen.getByRole('button', { name: 'Legal entity' }));
    await user.type(screen.getByLabelText('Tax ID (CUIT)'), '30-70000001-1{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create legal entity' });
    expect(within(dialog).getByLabelText(/Tax ID \(CUIT\)/)).toHaveValue('30-70000001-1');
    await user.clear(within(dialog).getByLabelText(/Tax ID \(CUIT\)/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('Required data is missing')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/^Business name/), 'Obras SRL');
    await user.type(within(dialog).getByLabelText(/Tax ID \(CUIT\)/), '30-70000001-1');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'x@');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The e-mail address is not valid')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The legal entity was created successfully')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ kind: 'legal', name: 'Obras SRL', cuit: '30700000011' });
    expect(await screen.findByRole('article', { name: 'Obras SRL' })).toBeInTheDocument();
  });

  it('a failed creation keeps the dialog and what was typed', async () => {
    const { user } = await renderStep((call) =>
      call.method === 'POST' ? error(502, 'CITIZEN_REGISTRY_ERROR') : error(404, 'CITIZEN_NOT_FOUND'),
    );
    await user.type(screen.getByLabelText('ID number (DNI)'), '41000111{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create citizen' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Juan');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error creating the citizen in MuniDigital...',
    );
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Juan');
  });

  it('says so when the number was registered meanwhile', async () => {
    const { user } = await renderStep((call) =>
      call.method === 'POST' ? error(409, 'CITIZEN_EXISTS') : error(404, 'CITIZEN_NOT_FOUND'),
    );
    await user.type(screen.getByLabelText('ID number (DNI)'), '41000111{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create citizen' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Juan');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A citizen with that ID number already exists.',
    );
  });
});

describe('citizen step: changing the chosen citizen', () => {
  it('asks first; cancelling keeps the citizen, confirming clears it', async () => {
    const { changes, user } = await renderStep(() => ({ status: 200, body: ana }), { initial: ana });
    await user.click(screen.getByRole('button', { name: 'Change citizen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the citizen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ana María Gómez' })).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change citizen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change the citizen?' })).getByRole('button', {
        name: 'Change',
      }),
    );
    expect(changes).toEqual([null]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ID number (DNI)')).toHaveValue('');
  });
});

describe('citizen catalogue', () => {
  it('every message key of the rules has an English and a Spanish text, Spanish word for word', async () => {
    await setupI18n('en');
    for (const language of ['en', 'es']) {
      for (const key of Object.values(CITIZEN_ERRORS)) {
        expect(i18next.exists(key, { lng: language, fallbackLng: false }), `${language} ${key}`).toBe(true);
      }
    }
    const es = i18next.getFixedT('es');
    expect(es(CITIZEN_ERRORS.streetInvalid)).toBe('La calle no es valida');
    expect(es(CITIZEN_ERRORS.requiredFields)).toBe('Faltan datos obligatorios');
    expect(es('citizens.created')).toBe('El ciudadano fue creado correctamente');
    expect(es('citizens.legalCreated')).toBe('La Persona Jurídica fue creada correctamente');
    expect(es('citizens.createFailed')).toBe('Error al crear ciudadano en MuniDigital...');
    expect(es('citizens.required')).toBe('El ciudadano es obligatorio');
  });
});

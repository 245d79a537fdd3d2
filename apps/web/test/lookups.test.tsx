import type { StatusLookupResult } from '@cabildo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_OPEN_DELAY_MS } from '../src/features/lookup/RecordLookupPage.tsx';
import { renderApp, stubApi, unauthenticated } from './render.tsx';

const FOUND: StatusLookupResult = {
  code: 'CBA-12',
  formTitle: 'Denuncia de ruidos molestos',
  formTitleAlt: { en: 'Noise complaint' },
  stateName: 'Inspeccionada',
};
const STATUS_MISS = {
  status: 404,
  body: {
    error: { code: 'STATUS_NOT_FOUND', message: 'No answer with states of a public form has this code.' },
  },
};

beforeEach(() => {
  localStorage.setItem('language', 'es');
});

describe('public status lookup (/publico/consultar-estado)', { timeout: 30_000 }, () => {
  it('asks for a code, looks up the trimmed code and shows the form and its current state', async () => {
    const fetchMock = stubApi((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/public/status') return { status: 200, body: FOUND };
      return unauthenticated;
    });
    await renderApp('/publico/consultar-estado');
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultar el estado de un trámite' }),
    ).toBeInTheDocument();

    // An empty code is not sent: the field says what is missing.
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Ingrese el código de su respuesta.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Código de la respuesta/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/public/'))).toHaveLength(0);

    await user.type(field, '  CBA-12 {Enter}');
    expect(await screen.findByText('Estado actual')).toBeInTheDocument();
    expect(screen.getByTestId('current-state')).toHaveTextContent('Inspeccionada');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Denuncia de ruidos molestos' }),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/api/public/'));
    expect(asked).toEqual(['/api/public/status?code=CBA-12']);
  });

  it("shows the form title in the reader's language", async () => {
    localStorage.setItem('language', 'en');
    stubApi((url) => (url.startsWith('/api/public/status') ? { status: 200, body: FOUND } : unauthenticated));
    await renderApp('/publico/consultar-estado?codigo=CBA-12');
    // A link with the code looks it up at once.
    expect(await screen.findByRole('heading', { level: 2, name: 'Noise complaint' })).toBeInTheDocument();
    expect(screen.getByText('Current state')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Answer code/ })).toHaveValue('CBA-12');
  });

  it("says the spec's words on a miss and keeps what was typed", async () => {
    stubApi((url) => (url.startsWith('/api/public/status') ? STATUS_MISS : unauthenticated));
    await renderApp('/publico/consultar-estado');
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByRole('textbox', { name: /Código de la respuesta/ });
    await user.type(field, 'CBA-999');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'Su trámite no posee estados o no existe una respuesta asociada a este código.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('CBA-999');
    expect(screen.queryByText('Estado actual')).not.toBeInTheDocument();
  });
});

/** The network for the record page: `record` answers the lookups; the PDF comes as bytes. */
function stubRecords(record: (url: URL) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/public/records/')) return record(url);
    return new Response(JSON.stringify(unauthenticated.body), { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 acta'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="acta-CBA-7.pdf"',
    },
  });

describe('record lookup (/actas/consultar)', { timeout: 30_000 }, () => {
  let clicks: { name: string; at: number }[];
  beforeEach(() => {
    clicks = [];
    URL.createObjectURL = vi.fn(() => 'blob:record');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href.startsWith('blob:')) clicks.push({ name: this.download, at: Date.now() });
    });
  });

  it('keeps Buscar... off while the code is empty, sends it trimmed and downloads about 1 s after the answer', async () => {
    let answeredAt = 0;
    const fetchMock = stubRecords(() => {
      answeredAt = Date.now();
      return pdfResponse();
    });
    await renderApp('/actas/consultar');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultar un acta' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Buscar...' });
    const field = screen.getByRole('textbox', { name: /Código de descarga/ });
    expect(button).toBeDisabled();
    await user.type(field, '   ');
    expect(button).toBeDisabled();
    // Enter with only spaces sends nothing.
    await user.type(field, '{Enter}');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/public/'), expect.anything());

    await user.clear(field);
    await user.type(field, ' AbcD2345efGH {Enter}');
    await waitFor(() => expect(clicks).toHaveLength(1), { timeout: RECORD_OPEN_DELAY_MS + 3000 });
    const asked = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/public/records/AbcD2345efGH');
    expect(asked.searchParams.get('lang')).toBe('es');
    expect(clicks[0]!.name).toBe('acta-CBA-7.pdf');
    expect(clicks[0]!.at - answeredAt).toBeGreaterThanOrEqual(RECORD_OPEN_DELAY_MS - 50);
    expect(await screen.findAllByText('El acta se descargó correctamente')).not.toHaveLength(0);
    expect(field).toHaveValue(' AbcD2345efGH ');
  });

  it("shows the spec's not-found text on the page and keeps the code", async () => {
    stubRecords(
      () =>
        new Response(JSON.stringify({ error: { code: 'RECORD_NOT_FOUND', message: 'No record.' } }), {
          status: 404,
        }),
    );
    await renderApp('/actas/consultar?codigo=abcd2345efgh');
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByRole('textbox', { name: /Código de descarga/ });
    expect(field).toHaveValue('abcd2345efgh');
    await user.click(screen.getByRole('button', { name: 'Buscar...' }));
    expect(
      await screen.findByText(
        'No se encontraron actas para el código indicado, recuerde respetar mayúsculas y minúsculas.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('abcd2345efgh');
    expect(screen.queryByText('Ocurrió un error al descargar el acta')).not.toBeInTheDocument();
    expect(clicks).toHaveLength(0);
  });

  it('says the download failed on any other error', async () => {
    stubRecords(() => new Response('boom', { status: 500 }));
    await renderApp('/actas/consultar');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Código de descarga/ }), 'AbcD2345efGH');
    await user.click(screen.getByRole('button', { name: 'Buscar...' }));
    expect(await screen.findAllByText('Ocurrió un error al descargar el acta')).not.toHaveLength(0);
    expect(clicks).toHaveLength(0);
  });
});

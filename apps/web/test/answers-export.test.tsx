import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../src/features/answers/export/ExportButton.tsx';
import { i18next, setupI18n } from '../src/i18n/index.ts';

const FORM_ID = '00000000-0000-4000-8000-000000009001';

/** A streamed response whose chunks the test releases one by one. */
function streamedResponse(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers }),
    push: (bytes: number) => controller.enqueue(new Uint8Array(bytes).fill(80)),
    end: () => controller.close(),
    fail: (error: unknown) => controller.error(error),
  };
}

const mount = (filter = {}) =>
  render(
    <I18nextProvider i18n={i18next}>
      <ExportButton formId={FORM_ID} filter={filter} />
    </I18nextProvider>,
  );

let saved: { blob: Blob; name: string } | null;
beforeEach(async () => {
  await setupI18n('en');
  saved = null;
  let lastBlob: Blob | null = null;
  // jsdom has no object URLs: the test keeps the Blob the button hands over.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = { blob: lastBlob!, name: this.download };
  });
});

describe('the Excel export button', () => {
  it('streams the file with the filters, shows progress, then saves it with the server name', async () => {
    const stream = streamedResponse({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="respuestas_20250516_090507.xlsx"',
      'x-answer-count': '1234',
    });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    mount({ author: ' inspector ', state: 2, byLastUpdate: true, date: '2025-05-16', cursor: 'abc' });
    expect(screen.getByText(/the export may take a while/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(`/api/forms/${FORM_ID}/answers/export`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      author: 'inspector',
      state: '2',
      byLastUpdate: 'true',
      date: '2025-05-16',
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(await screen.findByText('Preparing the file…')).toBeInTheDocument();

    stream.push(2048);
    expect(await screen.findByText('Exporting 1,234 answers: 2 KB received')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    stream.push(1024);
    expect(await screen.findByText('Exporting 1,234 answers: 3 KB received')).toBeInTheDocument();
    stream.end();

    expect(await screen.findByText('1,234 answers exported.')).toBeInTheDocument();
    expect(saved!.name).toBe('respuestas_20250516_090507.xlsx');
    expect(saved!.blob.size).toBe(3072);
    expect(saved!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('shows a clear error when the server refuses or the download breaks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'EXPORT_TOO_LARGE', message: 'x' } }), {
            status: 409,
          }),
      ),
    );
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(/more answers than an Excel sheet holds/)).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'EXPORT_BUSY', message: 'x' } }), { status: 503 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(
      await screen.findByText('Many exports are being prepared right now: try again in a minute.'),
    ).toBeInTheDocument();

    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(
      await screen.findByText(
        'An error occurred while generating the file, please go back and enter the list again',
      ),
    ).toBeInTheDocument();
    expect(saved).toBeNull();
  });

  it('can be cancelled, leaving nothing saved', async () => {
    const stream = streamedResponse({ 'x-answer-count': '5' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        init?.signal?.addEventListener('abort', () => stream.fail(new DOMException('aborted', 'AbortError')));
        return stream.response;
      }),
    );
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    stream.push(10);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saved).toBeNull();
  });

  it('speaks Spanish with the spec text for a failure', async () => {
    await i18next.changeLanguage('es');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(
      await screen.findByText(
        'Ocurrió un error al generar el archivo, por favor vuelva atrás e ingrese nuevamente al listado',
      ),
    ).toBeInTheDocument();
  });
});

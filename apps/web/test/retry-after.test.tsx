import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionLostDialog } from '../src/features/answering/components/AnswerDialogs.tsx';
import { useOutbox } from '../src/features/answering/hooks/useOutbox.ts';
import { loadCatalogueParts, setupI18n } from '../src/i18n/index.ts';
import { renderApp } from './render.tsx';

/**
 * A 429 tells the person to wait and for how long (issue 28 item 11), from the server's
 * `Retry-After`: "Mis trámites", the status and record lookups, sign-in and the save of a public
 * answer — where "Mis trámites" said only 'Ocurrió un error al realizar la acción'.
 */

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** The network: `routes` by path prefix; everything else is not signed in. */
function stubNetwork(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const prefix = Object.keys(routes).find((candidate) => path.startsWith(candidate));
    const answer = prefix
      ? routes[prefix]!
      : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const limited = (seconds: number, code = 'RATE_LIMITED'): Answer => ({
  status: 429,
  body: { error: { code, message: 'Too many requests. Wait a minute and try again.' } },
  headers: { 'retry-after': String(seconds) },
});

const NO_SSO: Answer = {
  status: 200,
  body: {
    sso: { enabled: false, label: null },
    map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
  },
};

/** The pages load their catalogues first: on a busy machine that takes more than a second. */
const LOADED = { timeout: 10_000 };

beforeEach(() => {
  localStorage.setItem('language', 'es');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a 429 says how long to wait', { timeout: 30_000 }, () => {
  it('"Mis trámites"', async () => {
    stubNetwork({ '/api/citizen-portal/answers': limited(42) });
    await renderApp('/ciudadano/formularios/respuestas/un-token');
    expect(
      await screen.findByText(
        'Demasiadas solicitudes en poco tiempo. Espere 42 segundos e intente nuevamente.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ocurrió un error al realizar la acción')).not.toBeInTheDocument();
  });

  it('the status lookup, in whole minutes from a minute on', async () => {
    stubNetwork({ '/api/public/status': limited(60) });
    await renderApp('/publico/consultar-estado?codigo=CBA-12');
    expect(
      await screen.findByText(
        'Demasiadas solicitudes en poco tiempo. Espere 1 minuto e intente nuevamente.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
  });

  it('the record lookup', async () => {
    stubNetwork({ '/api/public/records/': limited(5) });
    await renderApp('/actas/consultar');
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByRole('textbox', { name: /Código de descarga/ }),
      'AbcD2345efGH{Enter}',
    );
    expect(
      await screen.findByText(
        'Demasiadas solicitudes en poco tiempo. Espere 5 segundos e intente nuevamente.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
  });

  it('sign-in, after too many failed attempts (in English too)', async () => {
    localStorage.setItem('language', 'en');
    stubNetwork({
      '/api/auth/settings': NO_SSO,
      '/api/remote-config': {
        status: 200,
        body: { dev_new_login_method: false, web_session_revokation_datetime: '' },
      },
      '/api/auth/login': limited(1, 'TOO_MANY_ATTEMPTS'),
    });
    await renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ana@demo.cabildo.test');
    await user.type(screen.getByLabelText(/Password/), 'no-es-la-clave{Enter}');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Too many requests in a short time. Wait 1 second and try again.',
    );
  });

  it('the save of a public answer: kept on the device, and the dialog says the wait', async () => {
    await setupI18n('es');
    await loadCatalogueParts('answering');
    const fetchMock = stubNetwork({ '/api/answering/forms/': limited(90) });
    const key = { formId: '00000000-0000-4000-8000-00000000f001', mode: 'public' as const, owner: 'anon' };
    const onRefused = vi.fn();
    const { result } = renderHook(() =>
      useOutbox(key.formId, 'public', key, null, { onSaved: vi.fn(), onRefused }),
    );
    const queued = {
      submission: {
        clientSubmissionId: '00000000-0000-4000-8000-0000000000bb',
        language: 'es',
        sections: [],
      },
    } as unknown as Parameters<typeof result.current.send>[0];
    await act(async () => result.current.send(queued));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('retrying');
    expect(result.current.waitSeconds).toBe(90);
    expect(onRefused).not.toHaveBeenCalled();

    render(
      <ConnectionLostDialog
        status={result.current.status}
        failure={result.current.failure}
        waitSeconds={result.current.waitSeconds}
        onRetry={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Todavía no se pudo enviar la respuesta' });
    expect(
      within(dialog).getByText(
        'Demasiadas solicitudes en poco tiempo. Espere 2 minutos e intente nuevamente.',
      ),
    ).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, errorKey } from '../src/api/client.ts';
import { i18next, setupI18n } from '../src/i18n/index.ts';

const refusal = (code: string) =>
  new Response(JSON.stringify({ error: { code, message: 'Words of the server, never shown' } }), {
    status: 409,
    headers: { 'content-type': 'application/json' },
  });

/** What a screen does with a failed request: the catalogue text of the error. */
async function shownFor(code: string): Promise<string> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => refusal(code)),
  );
  const error = await api.get('/api/health').catch((caught: unknown) => caught);
  return i18next.t(errorKey(error));
}

beforeEach(async () => {
  await setupI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API errors in the interface', () => {
  it('show the catalogue text of their code, in the current language, never the server message', async () => {
    expect(await shownFor('ANSWER_CHANGED_CONCURRENTLY')).toBe(
      'This answer was changed by someone else meanwhile. Open it again.',
    );
    await i18next.changeLanguage('es');
    expect(await shownFor('STATE_TRANSITION_NOT_ALLOWED')).toBe('No se pudo actualizar el estado');
    expect(await shownFor('ANSWER_UNDELETABLE')).toBe(
      'Esta respuesta no se puede eliminar: está firmada, proviene del portal ciudadano o tiene un pago.',
    );
  });

  it('show the generic text for a code this build does not know, and the network text offline', async () => {
    expect(await shownFor('SOME_FUTURE_CODE')).toBe('Something went wrong. Try again.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = await api.get('/api/health').catch((caught: unknown) => caught);
    expect(i18next.t(errorKey(offline))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api/client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('the API client', () => {
  it('tells the server the interface language, in which it writes its e-mails', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'es';
    await api.get('/api/health');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['accept-language']).toBe('es');
  });
});

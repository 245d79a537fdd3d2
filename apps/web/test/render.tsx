import { toLanguage, type MeResponse, type Role } from '@cabildo/domain';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type To } from 'react-router';
import { vi } from 'vitest';
import { AppRouter, createQueryClient, Providers } from '../src/app/App.tsx';
import { withLeaveGuard } from '../src/components/leave-guard.ts';
import { initialLanguage, setupI18n } from '../src/i18n/index.ts';

export type Reply = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit | undefined) => Reply | Promise<Reply>;

/** Replaces the network: every request goes to `handler`; the calls are kept for assertions. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await handler(String(input), init);
    // Bytes go as they are (the answers map's points); anything else as JSON.
    if (body instanceof Uint8Array)
      return new Response(body as Uint8Array<ArrayBuffer>, {
        status,
        headers: { 'content-type': 'application/octet-stream' },
      });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const unauthenticated: Reply = {
  status: 401,
  body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } },
};

export function meFor(role: Role): MeResponse {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'someone@demo.cabildo.test',
      username: 'someone',
      firstName: 'Ana',
      lastName: 'Pérez',
      role,
      accountType: 'password',
      areaIds: ['00000000-0000-4000-8000-000000000a01'],
      municipality: {
        id: '00000000-0000-4000-8000-000000000101',
        name: 'Córdoba',
        disabled: false,
        timeZone: 'America/Argentina/Cordoba',
      },
    },
    csrfToken: 'csrf-token',
    session: { idleExpiresAt: new Date().toISOString(), absoluteExpiresAt: new Date().toISOString() },
    // The language stored on the server is the one this browser chose (read when the reply is sent),
    // so the app has nothing to keep in step; tests of that set it themselves.
    get language() {
      return toLanguage(localStorage.getItem('language'));
    },
  };
}

/**
 * Mounts the real route table and providers at `path`, in English unless a language is stored.
 * `router` navigates as a link would and tells where the app is.
 */
export async function renderApp(path: string) {
  await setupI18n(initialLanguage());
  const history = withLeaveGuard(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <AppRouter history={history} />
    </Providers>,
  );
  const router = {
    navigate: (to: To | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
    state: {
      get location() {
        return history.location;
      },
    },
  };
  return { router };
}

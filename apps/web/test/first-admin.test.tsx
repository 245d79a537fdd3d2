import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi, unauthenticated } from './render.tsx';

/** The sign-in page of a new installation (issue 29 item 4): how the first administrator is created. */

function signedOut(firstAdminNeeded: boolean) {
  return stubApi((url) => {
    if (url === '/api/auth/me') return unauthenticated;
    if (url === '/api/auth/settings')
      return {
        status: 200,
        body: {
          sso: { enabled: false, label: null },
          map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
          firstAdminNeeded,
        },
      };
    if (url === '/api/remote-config')
      return { status: 200, body: { dev_new_login_method: false, web_session_revokation_datetime: '' } };
    throw new Error(`unexpected ${url}`);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-in page of an installation without users', () => {
  it('says how to create the first administrator, above the form', async () => {
    signedOut(true);
    await renderApp('/login');
    const notice = await screen.findByText('No administrator yet');
    const alert = notice.closest('.MuiAlert-root')!;
    expect(alert).toHaveTextContent('set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server');
    // The variables and the command as code, kept whole on narrow screens.
    expect([...alert.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'npm run create-admin',
    ]);
    // Still the sign-in form: the administrator signs in here once created.
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('in Spanish too', async () => {
    localStorage.setItem('language', 'es');
    signedOut(true);
    await renderApp('/login');
    const notice = await screen.findByText('Todavía no hay administrador');
    expect(notice.closest('.MuiAlert-root')).toHaveTextContent(
      'defina ADMIN_EMAIL y ADMIN_PASSWORD y reinicie el servidor, o ejecute npm run create-admin en el servidor',
    );
  });

  it('shows nothing of it once a user exists', async () => {
    signedOut(false);
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('No administrator yet')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('create-admin');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meFor, renderApp, stubApi, unauthenticated, type Reply } from './render.tsx';

const noSso: Reply = {
  status: 200,
  body: {
    sso: { enabled: false, label: null },
    map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
  },
};
const remoteConfig: Reply = {
  status: 200,
  body: { dev_new_login_method: false, web_session_revokation_datetime: '' },
};
const blocked: Reply = {
  status: 403,
  body: { error: { code: 'MUNICIPALITY_DISABLED', message: 'Acceso denegado. Municipio bloqueado' } },
};
const never = () => new Promise<Reply>(() => undefined);

describe('session', () => {
  it('a 401 on any call sends the person to sign in and back to the same page afterwards', async () => {
    let signedIn = true;
    let signedInAgain = false;
    stubApi((url, init) => {
      if (url === '/api/auth/me')
        return signedIn ? { status: 200, body: meFor('ROLE_SUPERVISOR') } : unauthenticated;
      if (url === '/api/auth/settings') return noSso;
      if (url === '/api/remote-config') return remoteConfig;
      if (url === '/api/auth/login') {
        expect(init?.method).toBe('POST');
        signedIn = signedInAgain = true;
        return { status: 200, body: meFor('ROLE_SUPERVISOR') };
      }
      // The session ends on the server while the form list loads.
      if (!signedInAgain) {
        signedIn = false;
        return { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'x' } } };
      }
      return never();
    });
    const { router } = await renderApp('/listar?page=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/listar?page=2', reason: 'expired' });
    expect(
      await screen.findByText('Your session has ended. Sign in again to carry on where you were.'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'supervisor@demo.cabildo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/listar?page=2'),
    );
  });

  it('session data that cannot be read sends the person to sign in, saying so', async () => {
    stubApi((url) => {
      if (url === '/api/auth/me') return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      if (url === '/api/auth/settings') return noSso;
      if (url === '/api/remote-config') return remoteConfig;
      return never();
    });
    const { router } = await renderApp('/listar');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/listar', reason: 'session-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get the session data.');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('the sign-in page opened directly says so too when the session data cannot be read', async () => {
    stubApi((url) => {
      if (url === '/api/auth/me') return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      if (url === '/api/auth/settings') return noSso;
      if (url === '/api/remote-config') return remoteConfig;
      return never();
    });
    await renderApp('/login');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get the session data.');
  });

  it('a municipality disabled while signed in shows the blocked screen, then signs out after 3 s', async () => {
    let disabled = false;
    const calls = stubApi((url) => {
      if (url === '/api/auth/me') return disabled ? blocked : { status: 200, body: meFor('ROLE_SUPERVISOR') };
      if (url === '/api/auth/logout') return { status: 204 };
      if (url === '/api/auth/settings') return noSso;
      if (url === '/api/remote-config') return remoteConfig;
      // The municipality is disabled: the next call of the page is refused.
      disabled = true;
      return blocked;
    });
    const { router } = await renderApp('/listar');

    expect(
      await screen.findByRole('heading', { name: 'Access denied. Municipality blocked' }),
    ).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4500 });
    expect(calls.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
  }, 10_000);

  it('a single sign-on account without a Cabildo user is told to ask the supervisor, and can sign out', async () => {
    const calls = stubApi((url) => {
      if (url === '/api/auth/me') return unauthenticated;
      if (url === '/api/auth/logout') return { status: 204 };
      if (url === '/api/remote-config') return remoteConfig;
      return noSso;
    });
    const { router } = await renderApp('/login?error=NO_PRODUCT_USER');

    expect(await screen.findByText('There is no Cabildo user for this account.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(calls.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true));
  });
});

describe('password reset page', () => {
  it('says when the link expired or was used, and offers a new one', async () => {
    const calls = stubApi((url, init) => {
      if (url === '/api/auth/password-reset/confirm') {
        expect(JSON.parse(String(init?.body))).toEqual({ token: 'a'.repeat(32), password: 'new-password' });
        return { status: 400, body: { error: { code: 'RESET_TOKEN_INVALID', message: 'x' } } };
      }
      if (url === '/api/auth/password-reset/request') return { status: 202 };
      return unauthenticated;
    });
    await renderApp(`/restablecer-clave?token=${'a'.repeat(32)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Email/), 'someone@demo.cabildo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a recovery link is on its way');
    expect(calls.mock.calls.some(([url]) => url === '/api/auth/password-reset/request')).toBe(true);
  });
});

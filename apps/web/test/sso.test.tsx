import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../src/api/auth.ts';
import { meFor, renderApp, stubApi, unauthenticated, type Reply } from './render.tsx';

const settings = (enabled: boolean): Reply => ({
  status: 200,
  body: {
    sso: { enabled, label: null },
    map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
  },
});
const remoteConfig = (ssoFirst: boolean): Reply => ({
  status: 200,
  body: { dev_new_login_method: ssoFirst, web_session_revokation_datetime: '' },
});

/** The sign-in page's API: nobody signed in, single sign-on configured, the remote flag as given. */
function signedOut({ ssoFirst = false, sso = true } = {}) {
  return stubApi((url) => {
    if (url === '/api/auth/me') return unauthenticated;
    if (url === '/api/auth/settings') return settings(sso);
    if (url === '/api/remote-config') return remoteConfig(ssoFirst);
    throw new Error(`unexpected ${url}`);
  });
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-in page with single sign-on', () => {
  it('leads with the e-mail and password by default; single sign-on follows', async () => {
    signedOut();
    await renderApp('/login');
    const sso = await screen.findByRole('button', { name: 'Sign in with single sign-on' });
    const names = buttonNames();
    expect(names.indexOf('Sign in')).toBeLessThan(names.indexOf('Sign in with single sign-on'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-contained');
    expect(sso).toHaveClass('MuiButton-outlined');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leads with single sign-on when the remote flag dev_new_login_method is on', async () => {
    signedOut({ ssoFirst: true });
    await renderApp('/login');
    await waitFor(() => expect(buttonNames()[0]).toBe('Sign in with single sign-on'));
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toHaveClass(
      'MuiButton-contained',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-outlined');
    expect(screen.getByText('or with your email')).toBeInTheDocument();
  });

  it('offers no single sign-on when it is not configured, whatever the flag', async () => {
    signedOut({ ssoFirst: true, sso: false });
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-contained');
    expect(screen.queryByRole('button', { name: 'Sign in with single sign-on' })).not.toBeInTheDocument();
  });

  it('goes to the server’s single sign-on with the page that was asked for', async () => {
    signedOut({ ssoFirst: true });
    const assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => undefined);
    await renderApp('/listar');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/oidc/start?returnTo=%2Flistar');
  });

  it("shows the spec's message for an account with no product user, in Spanish, with sign-out", async () => {
    localStorage.setItem('language', 'es');
    signedOut();
    await renderApp('/login?error=NO_PRODUCT_USER');
    expect(await screen.findByText('No existe el usuario para Cabildo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solicite a su supervisor que registre su cuenta en Cabildo y luego vuelva a ingresar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('shows why single sign-on was refused', async () => {
    signedOut();
    await renderApp('/login?error=SSO_EMAIL_NOT_VERIFIED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your identity provider has not verified the email of this account',
    );
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('account menu of a single-sign-on session', () => {
  it('shows the account type and signs out at the identity provider', async () => {
    const me = meFor('ROLE_SUPERVISOR');
    me.user.accountType = 'sso';
    const endSessionUrl = 'https://idp.example.org/logout?id_token_hint=x';
    const calls = stubApi((url) => {
      if (url === '/api/auth/me') return { status: 200, body: me };
      if (url === '/api/auth/logout') return { status: 200, body: { endSessionUrl } };
      if (url === '/api/auth/settings') return settings(true);
      return remoteConfig(false);
    });
    const assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => undefined);
    await renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /: account menu$/ }));
    expect(await screen.findByText('Single sign-on account')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(endSessionUrl));
    expect(
      calls.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('signs a password session out to the sign-in page, without the provider', async () => {
    stubApi((url) => {
      if (url === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
      if (url === '/api/auth/logout') return { status: 204 };
      if (url === '/api/auth/settings') return settings(true);
      return remoteConfig(false);
    });
    const assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => undefined);
    const { router } = await renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /: account menu$/ }));
    expect(await screen.findByText('Cabildo account')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(assign).not.toHaveBeenCalled();
  });
});

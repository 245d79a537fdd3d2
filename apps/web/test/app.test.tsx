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

describe('sign-in page', () => {
  it('blocks the button while signing in, then shows the error of a wrong password and keeps the e-mail', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const calls = stubApi((url, init) => {
      if (url === '/api/auth/me') return unauthenticated;
      if (url === '/api/auth/settings') return noSso;
      if (url === '/api/auth/login') {
        expect(JSON.parse(String(init?.body))).toEqual({
          email: 'inspector@demo.cabildo.test',
          password: 'nope',
        });
        return new Promise<Reply>((resolve) => (release = resolve));
      }
      throw new Error(`unexpected ${url}`);
    });
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'inspector@demo.cabildo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    release({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'x' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or the password is not correct.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('inspector@demo.cabildo.test');
    expect(calls.mock.calls.filter(([url]) => url === '/api/auth/login')).toHaveLength(1);
  });

  it('shows the single sign-on button only when it is configured', async () => {
    stubApi((url) =>
      url === '/api/auth/me'
        ? unauthenticated
        : { status: 200, body: { sso: { enabled: true, label: 'Municipal SSO' } } },
    );
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Municipal SSO' })).toBeInTheDocument();
  });

  it('does not call the server with an invalid e-mail', async () => {
    const calls = stubApi((url) => (url === '/api/auth/me' ? unauthenticated : noSso));
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => url === '/api/auth/login')).toBe(false);
  });
});

describe('language picker', () => {
  it('switches the interface to Spanish and stores the choice under "language"', async () => {
    stubApi((url) => (url === '/api/auth/me' ? { status: 200, body: meFor('ROLE_SUPERVISOR') } : noSso));
    await renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome to Cabildo' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Cabildo' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('route guards', () => {
  it('shows the forbidden page to an inspector on /usuarios', async () => {
    stubApi((url) => (url === '/api/auth/me' ? { status: 200, body: meFor('ROLE_INSPECTOR') } : noSso));
    await renderApp('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('lets an admin in and shows the three admin links', async () => {
    stubApi((url) => (url === '/api/auth/me' ? { status: 200, body: meFor('ROLE_ADMIN') } : noSso));
    await renderApp('/usuarios');
    // The users page loads on demand (a large chunk): give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Users', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    for (const name of ['Users', 'Municipal areas', 'Municipalities']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    stubApi((url) => (url === '/api/auth/me' ? unauthenticated : noSso));
    const { router } = await renderApp('/listar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/listar' });
  });

  it('redirects roles without a home page to the form list', async () => {
    stubApi((url) => (url === '/api/auth/me' ? { status: 200, body: meFor('ROLE_INSPECTOR') } : noSso));
    const { router } = await renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listar'));
  });

  it('shows the 404 page for an unknown route', async () => {
    stubApi(() => unauthenticated);
    await renderApp('/no/such/page');
    expect(await screen.findByText('The requested URL was not found.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webPackage from '../package.json';
import { meFor, renderApp, stubApi } from './render.tsx';

/** Issue 29 item 1: the account menu's "About Cabildo" — product, version, licence, changelog. */

const { version } = webPackage;

function signedIn() {
  stubApi((url) => {
    if (url === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
    if (url === '/api/auth/settings')
      return {
        status: 200,
        body: { sso: { enabled: false, label: null }, map: { tileUrl: '', attribution: '' } },
      };
    return { status: 200, body: { dev_new_login_method: false, web_session_revokation_datetime: '' } };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('About Cabildo', () => {
  it('opens from the account menu with the version, the licence and the changelog, and gives the focus back', async () => {
    signedIn();
    await renderApp('/home');
    const user = userEvent.setup();
    const accountButton = await screen.findByRole('button', { name: /: account menu$/ });
    await user.click(accountButton);
    await user.click(await screen.findByRole('menuitem', { name: 'About Cabildo' }));

    const dialog = await screen.findByRole('dialog', { name: 'About Cabildo' });
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(within(dialog).getByText(`Version ${version}`)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      `Cabildo · Digital forms for municipalities Version ${version} Free software under the European Union Public Licence, EUPL-1.2.`,
    );
    expect(within(dialog).getByRole('link', { name: 'Read the licence' })).toHaveAttribute(
      'href',
      '/LICENSE.txt',
    );
    expect(within(dialog).getByRole('link', { name: "What's new in each version" })).toHaveAttribute(
      'href',
      '/CHANGELOG.txt',
    );
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accountButton).toHaveFocus();
  });

  it('speaks the chosen language (Spanish) and closes with Escape', async () => {
    localStorage.setItem('language', 'es');
    signedIn();
    await renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /: menú de la cuenta$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Acerca de Cabildo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acerca de Cabildo' });
    expect(within(dialog).getByText(`Versión ${version}`)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Software libre bajo la Licencia Pública de la Unión Europea, EUPL-1.2.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Leer la licencia' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

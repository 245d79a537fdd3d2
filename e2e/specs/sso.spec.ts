import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { IDP_ISSUER } from '../playwright.config.ts';
import { apiSession } from '../support/demo.ts';

/**
 * Single sign-on in Chromium through a real OpenID Connect provider (oidc-provider, started by
 * playwright.config.ts beside the app, whose OIDC_* point at it).
 */
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const sizes = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.setItem('language', 'en');
    }
  });
});

/** The remote flag dev_new_login_method, set by the admin (and put back after the journey). */
async function ssoLeads(baseURL: string, on: boolean) {
  const admin = await apiSession(baseURL, 'admin');
  expect((await admin.put('/api/remote-config', { dev_new_login_method: on })).status()).toBe(200);
}

/** At the identity provider's page: which account signs in. */
async function signInAtProvider(page: Page, account: string) {
  await expect(page).toHaveURL(new RegExp(`^${IDP_ISSUER}/interaction/`));
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a supervisor signs in through the identity provider, sees the account type and signs out there too', async ({
  page,
  baseURL,
}) => {
  await ssoLeads(baseURL!, true);
  try {
    await page.goto('/login');
    const sso = page.getByRole('button', { name: 'Sign in with single sign-on' });
    await expect(sso).toBeVisible();
    // Single sign-on leads: above the e-mail and password, which follow.
    await expect(page.getByText('or with your email')).toBeVisible();
    const ssoBox = (await sso.boundingBox())!;
    const emailBox = (await page.getByLabel('Email').boundingBox())!;
    expect(ssoBox.y).toBeLessThan(emailBox.y);
    for (const [label, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(screenshots, `sso-login-${label}.png`), fullPage: true });
    }
    await page.setViewportSize(sizes.desktop);

    await sso.click();
    await signInAtProvider(page, 'supervisor');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Cabildo' })).toBeVisible();

    for (const [label, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByText('Single sign-on account')).toBeVisible();
      // The menu has finished opening (it grows in).
      await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
      await expect(page.locator('.MuiMenu-paper')).toHaveCSS('transform', 'none');
      await page.screenshot({ path: path.join(screenshots, `sso-account-menu-${label}.png`) });
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: 'Account menu' }).click();
    const providerSignOut = page.waitForRequest((request) =>
      request.url().startsWith(`${IDP_ISSUER}/session/end`),
    );
    const backFromProvider = page.waitForRequest((request) =>
      request.url().endsWith('/api/auth/oidc/signed-out'),
    );
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Through the provider's sign-out (with the ID token), back to the sign-in page.
    expect(new URL((await providerSignOut).url()).searchParams.get('id_token_hint')).toBeTruthy();
    await backFromProvider;
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login/);
    // The provider's session ended too: it asks again who signs in.
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page).toHaveURL(new RegExp(`^${IDP_ISSUER}/interaction/`));
  } finally {
    await ssoLeads(baseURL!, false);
  }
});

test("an account Cabildo does not know gets the spec's message, no session, and is signed out at the provider", async ({
  page,
}) => {
  await page.goto('/login');
  // By default the e-mail and password lead; single sign-on follows.
  const sso = page.getByRole('button', { name: 'Sign in with single sign-on' });
  expect((await sso.boundingBox())!.y).toBeGreaterThan((await page.getByLabel('Email').boundingBox())!.y);
  await sso.click();
  await signInAtProvider(page, 'stranger');
  await expect(page).toHaveURL(/\/login\?error=NO_PRODUCT_USER$/);
  await expect(page.getByText('There is no Cabildo user for this account.')).toBeVisible();
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByText('No existe el usuario para Cabildo.')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  // Signed out at the provider: trying again asks which account.
  await page.getByRole('button', { name: 'Ingresar con inicio de sesión único' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_ISSUER}/interaction/`));
});

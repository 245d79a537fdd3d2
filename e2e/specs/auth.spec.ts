import { expect, test } from '@playwright/test';
import { apiSession, demoEmail, signInThroughPage } from '../support/demo.ts';

test.beforeEach(async ({ page }) => {
  // Every journey starts in English whatever the machine's locale.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.setItem('language', 'en');
    }
  });
});

test('a supervisor signs in, reads home in Spanish and signs out', async ({ page }) => {
  await signInThroughPage(page, 'supervisor');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Cabildo' })).toBeVisible();

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Bienvenido a Cabildo' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('button', { name: /cuenta/i }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session really ended: the protected page sends us back.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('an inspector opening /usuarios sees the forbidden page', async ({ page }) => {
  await signInThroughPage(page, 'inspector');
  await expect(page).toHaveURL(/\/listar$/);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/(home|listar)$/);
});

test('a session revoked from the API sends the open page to /login', async ({ page, baseURL }) => {
  // A corrector lands on the form list (only supervisors, admins and census takers get /home).
  await signInThroughPage(page, 'supervisor-corrector');
  await expect(page).toHaveURL(/\/listar$/);
  await expect(page.getByRole('heading', { name: 'Forms' })).toBeVisible();
  const user = await apiSession(baseURL!, 'supervisor-corrector');
  const admin = await apiSession(baseURL!, 'admin');
  const response = await admin.post(`/api/users/${user.userId}/sign-out-everywhere`);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/login/, { timeout: 2_000 });
});

test('a user of a disabled municipality sees the blocked screen, then the sign-in again', async ({
  page,
}) => {
  await signInThroughPage(page, 'bloqueado');
  await expect(page.getByText('Access denied. Municipality blocked')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 6_000 });
  // No password: the field says so and takes the focus (from the button).
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByLabel('Email').fill(demoEmail('supervisor'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a user without areas is rejected, keeping what was typed', async ({ page }) => {
  await signInThroughPage(page, 'sin-areas');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(demoEmail('sin-areas'));
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('The requested URL was not found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

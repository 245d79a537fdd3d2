/**
 * Not a test: saves screenshots of the main pages at desktop and mobile width to
 * ../screenshots, for people to look at. Run: npm run screenshots -w @cabildo/e2e
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../support/demo.ts';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
/** Signs in through the form whatever the interface language. */
async function signIn(page: Page, slug: string) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demoEmail(slug));
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

const widths = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 812 } } as const;

async function shoot(page: Page, name: string) {
  for (const [label, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `${name}-${label}.png`), fullPage: true });
  }
}

for (const language of ['en', 'es']) {
  test(`pages in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/login');
    await expect(page.getByRole('button').first()).toBeVisible();
    await shoot(page, `${language}-login`);

    await page.goto('/this/does/not/exist');
    await shoot(page, `${language}-404`);

    await signIn(page, 'bloqueado').catch(() => undefined);
    await page.waitForTimeout(800);
    await shoot(page, `${language}-blocked`);
    await page.waitForTimeout(3500);

    await signIn(page, 'admin').catch(() => undefined);
    await page.waitForURL(/\/home/);
    await shoot(page, `${language}-home-admin`);
    await page.setViewportSize(widths.mobile);
    const menu = page.getByRole('button', { name: /menu|menú/i }).first();
    if (await menu.isVisible()) {
      await menu.click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${language}-drawer-mobile.png`) });
      await page.keyboard.press('Escape');
    }
    await page.goto('/listar');
    await shoot(page, `${language}-placeholder`);
  });
}

test('forbidden page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, 'inspector');
  await page.waitForURL(/\/listar/);
  await page.goto('/usuarios');
  await shoot(page, 'en-forbidden');
});

test('administration pages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  for (const [route, name] of [
    ['/municipios', 'municipalities'],
    ['/areas', 'areas'],
    ['/usuarios', 'users'],
  ] as const) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await shoot(page, `es-${name}`);
  }
  await page.setViewportSize(widths.desktop);
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-user-create-dialog.png') });
  await page.keyboard.press('Escape');
  await page.goto('/municipios');
  await page.getByRole('button', { name: /Editar Córdoba/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-municipality-dialog.png') });
});

test('form list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  await page.goto('/listar');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'es-form-list');
  await page.setViewportSize(widths.mobile);
  await page.getByRole('button', { name: /Ver detalles de Inspección/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-form-list-expanded-mobile.png'), fullPage: true });
  await page
    .getByRole('button', { name: /Más acciones para Inspección/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Duplicar formulario' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, 'es-duplicate-dialog-mobile.png') });
});

test('form editor', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signIn(page, 'admin');
  await page.waitForURL(/\/home/);
  await page.goto('/editar/00000000-0000-4000-8000-000000009001');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'es-form-editor');
  await page.setViewportSize(widths.mobile);
  await page.getByRole('region', { name: 'Sección 2' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, 'es-form-editor-section-mobile.png') });
});

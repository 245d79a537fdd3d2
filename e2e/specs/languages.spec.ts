import { expect, test } from '@playwright/test';
import { answeringCa } from '../../apps/web/src/i18n/answering/ca.ts';
import { answeringEn } from '../../apps/web/src/i18n/answering/en.ts';
import { answeringEs } from '../../apps/web/src/i18n/answering/es.ts';
import { answeringEu } from '../../apps/web/src/i18n/answering/eu.ts';
import { answeringGl } from '../../apps/web/src/i18n/answering/gl.ts';
import { answeringJa } from '../../apps/web/src/i18n/answering/ja.ts';
import { answeringPt } from '../../apps/web/src/i18n/answering/pt.ts';
import { ca } from '../../apps/web/src/i18n/ca.ts';
import { en } from '../../apps/web/src/i18n/en.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { eu } from '../../apps/web/src/i18n/eu.ts';
import { formsListCa } from '../../apps/web/src/i18n/forms-list/ca.ts';
import { formsListEn } from '../../apps/web/src/i18n/forms-list/en.ts';
import { formsListEs } from '../../apps/web/src/i18n/forms-list/es.ts';
import { formsListEu } from '../../apps/web/src/i18n/forms-list/eu.ts';
import { formsListGl } from '../../apps/web/src/i18n/forms-list/gl.ts';
import { formsListJa } from '../../apps/web/src/i18n/forms-list/ja.ts';
import { formsListPt } from '../../apps/web/src/i18n/forms-list/pt.ts';
import { gl } from '../../apps/web/src/i18n/gl.ts';
import { ja } from '../../apps/web/src/i18n/ja.ts';
import { pt } from '../../apps/web/src/i18n/pt.ts';
import { apiSession, DEMO_PASSWORD, demoEmail } from '../support/demo.ts';

/**
 * Issue 19: every language of the picker, as a person who chose it sees the app — sign-in, the form
 * list and the public answer screen in that language (the texts read from the catalogue files),
 * with <html lang> the language shown and the page title from the catalogue. es-419 is Spanish with
 * ID/RUC for DNI/CUIT: these three pages have none of those words, so they read as Spanish.
 */
const LANGUAGES = [
  { tag: 'en', core: en, formsList: formsListEn, answering: answeringEn },
  { tag: 'es', core: es, formsList: formsListEs, answering: answeringEs },
  { tag: 'ca', core: ca, formsList: formsListCa, answering: answeringCa },
  { tag: 'pt', core: pt, formsList: formsListPt, answering: answeringPt },
  { tag: 'gl', core: gl, formsList: formsListGl, answering: answeringGl },
  { tag: 'eu', core: eu, formsList: formsListEu, answering: answeringEu },
  { tag: 'es-419', core: es, formsList: formsListEs, answering: answeringEs },
  { tag: 'ja', core: ja, formsList: formsListJa, answering: answeringJa },
];
const NOISE_COMPLAINT = '00000000-0000-4000-8000-000000009002';
const INSPECTOR = 'inspector-elevado';

test.afterAll(async ({ baseURL }) => {
  // The inspector's stored language back to English, as the other journeys expect of the demo users.
  const session = await apiSession(baseURL!, INSPECTOR);
  expect((await session.put('/api/auth/language', { language: 'en' })).status()).toBe(204);
});

for (const { tag, core, formsList, answering } of LANGUAGES) {
  test(`${tag}: sign-in, the form list and the public answer screen in that language`, async ({ page }) => {
    await page.addInitScript((language) => {
      if (!sessionStorage.getItem('e2e-started')) {
        sessionStorage.setItem('e2e-started', '1');
        localStorage.setItem('language', language);
      }
    }, tag);
    const html = page.locator('html');

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: core.auth.title })).toBeVisible();
    await expect(html).toHaveAttribute('lang', tag);
    await expect(page).toHaveTitle(`${core.auth.title} · Cabildo`);
    await expect(page.getByLabel(core.language.label)).toHaveValue(tag);

    await page.getByLabel(core.auth.email).fill(demoEmail(INSPECTOR));
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: core.auth.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/listar$/);
    await expect(page.getByRole('heading', { name: formsList.title, level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('lang', tag);
    await expect(page).toHaveTitle(`${core.pages.titles.forms} · Cabildo`);
    // Japanese lines break between phrases, not between any two characters.
    await expect(page.locator('body')).toHaveCSS('word-break', tag === 'ja' ? 'auto-phrase' : 'normal');

    await page.goto(`/publico/contestar/${NOISE_COMPLAINT}`);
    await expect(page.getByText(answering.requiredNote)).toBeVisible();
    await expect(html).toHaveAttribute('lang', tag);
    await expect(page).toHaveTitle(`${core.pages.titles.publicAnswer} · Cabildo`);
    // The form has an English title: any other language that is not Spanish reads the form's own
    // Spanish, marked as such.
    const title = page.getByRole('heading', { level: 1 });
    if (tag === 'en') {
      await expect(title).toHaveText('Noise complaint');
      await expect(title).not.toHaveAttribute('lang');
    } else {
      await expect(title).toHaveText('Denuncia de ruidos molestos');
      if (tag.startsWith('es')) await expect(title).not.toHaveAttribute('lang');
      else await expect(title).toHaveAttribute('lang', 'es');
    }
  });
}

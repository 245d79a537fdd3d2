import { expect, request, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'cabildo-demo';
export const demoEmail = (slug: string) => `${slug}@demo.cabildo.test`;

/** Signs in through the form, whatever the interface language. */
export async function signInThroughPage(page: Page, slug: string) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demoEmail(slug));
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

/** An API client signed in as a demo user, as a script or another browser would be. */
export async function apiSession(baseURL: string, slug: string) {
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/auth/login', {
    data: { email: demoEmail(slug), password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { csrfToken: string; user: { id: string } };
  return {
    api,
    userId: body.user.id,
    post: (url: string, data?: unknown) =>
      api.post(url, { data, headers: { 'x-csrf-token': body.csrfToken } }),
    put: (url: string, data?: unknown) => api.put(url, { data, headers: { 'x-csrf-token': body.csrfToken } }),
    delete: (url: string) => api.delete(url, { headers: { 'x-csrf-token': body.csrfToken } }),
    /** A multipart upload of one file in the field "file", as the answer screens send it. */
    upload: (url: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
      api.post(url, { multipart: { file }, headers: { 'x-csrf-token': body.csrfToken } }),
  };
}

/** Signs in through the form and waits until the app has taken the person in. */
export async function signedIn(page: Page, slug: string) {
  await signInThroughPage(page, slug);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

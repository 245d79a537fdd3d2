import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../../src/db/schema/index.ts';
import {
  DEMO_PASSWORD,
  demoEmail,
  resetTokenFrom,
  signIn,
  startTestApp,
  waitForMail,
  type TestApp,
} from '../../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const requestReset = (email: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress,
  });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('password reset', () => {
  it('writes the mail in the language of the request', async () => {
    const ask = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        headers: { 'accept-language': language },
        remoteAddress: '10.9.9.9',
      });
    const spanish = demoEmail('supervisor-duplicador');
    expect((await ask(spanish, 'es-AR,es;q=0.9')).statusCode).toBe(202);
    const inSpanish = await waitForMail(t.mailDir, spanish);
    expect(inSpanish).toContain('abra este enlace (vale una hora y un solo uso)');
    expect(inSpanish).not.toContain('To choose a new password');
    const english = demoEmail('generador-respuestas');
    expect((await ask(english, 'en-GB')).statusCode).toBe(202);
    const inEnglish = await waitForMail(t.mailDir, english);
    expect(inEnglish).toContain('Subject: Cabildo: reset your password');
    expect(inEnglish).toContain('To choose a new password, open this link');
    expect(inEnglish).not.toContain('Para elegir');
  });

  it('mails a link whose token sets a new password once, ending every session', async () => {
    const email = demoEmail('supervisor-corrector');
    const session = await signIn(t.app, email);
    expect((await requestReset(email)).statusCode).toBe(202);
    const mail = await waitForMail(t.mailDir, email);
    expect(mail).toContain('http://localhost:3000/restablecer-clave?token=');
    const token = resetTokenFrom(mail);

    // Stored hashed: the token itself appears nowhere in the table.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);

    expect((await confirm(token, 'brand-new-password')).statusCode).toBe(204);
    expect((await me(session.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    await signIn(t.app, email, 'brand-new-password');
    await expect(signIn(t.app, email, DEMO_PASSWORD)).rejects.toThrow();

    const reused = await confirm(token, 'another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const email = demoEmail('censista-privado');
    await requestReset(email);
    const token = resetTokenFrom(await waitForMail(t.mailDir, email));
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await confirm(token, 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('RESET_TOKEN_INVALID');
    await signIn(t.app, email, DEMO_PASSWORD);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const before = (await readdir(t.mailDir).catch(() => [])).length;
    expect((await requestReset('nobody@demo.cabildo.test')).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readdir(t.mailDir).catch(() => [])).length).toBe(before);
  });

  it('refuses a short new password and a malformed e-mail', async () => {
    expect((await confirm('x'.repeat(43), 'short')).json().error.code).toBe('VALIDATION_FAILED');
    expect((await requestReset('not-an-email')).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.purpose, 'invite'));
    expect(rows).toHaveLength(0);
  });
});

describe('password reset requests limit', () => {
  it('has a limit of its own: reset requests do not lock the address out of sign-in', async () => {
    const remoteAddress = '10.20.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await requestReset(`nobody-${i}@demo.cabildo.test`, remoteAddress)).statusCode);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('inspector'), password: DEMO_PASSWORD },
      remoteAddress,
    });
    expect(login.statusCode).toBe(200);
    expect(answers.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('limits the requests for one e-mail from any address', async () => {
    const email = 'target@demo.cabildo.test';
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await requestReset(email, `10.21.0.${i}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const refused = await requestReset(email, '10.21.1.1');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

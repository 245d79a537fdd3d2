import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Issue 28 item 13: a VALIDATION_FAILED detail tells an API caller what is wrong in English, and
 * keeps the catalogue key the web translates — whether the rule is a request schema's, a save rule's
 * or a refusal's own.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => t.close());

describe('refusal details', () => {
  it("a request schema's rule: the date filter's key and its English text", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.noiseComplaint}/answers?date=2025-13-45`,
      headers: as(admin),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      { path: '/date', key: 'answers.errors.date', message: 'Enter a valid date.' },
    ]);
  });

  it("a refusal's own detail: the statistics range's key and its English text", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.noiseComplaint}/statistics?from=2020-01-01&to=2025-01-01`,
      headers: as(admin),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: '/to',
        key: 'statistics.errors.rangeTooLong',
        message: 'The range cannot be longer than two years.',
      },
    ]);
  });

  it('a zod message of its own stays as it is, and no detail anywhere says a key as its message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.noiseComplaint}/answers?state=many&citizenDni=12a`,
      headers: as(admin),
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { key?: string; message: string }[];
    expect(details.length).toBeGreaterThan(1);
    for (const detail of details) expect(detail.message).not.toMatch(/\.errors\./);
    expect(details).toContainEqual(
      expect.objectContaining({
        key: 'answers.review.errors.dniNumeric',
        message: 'The DNI has only digits.',
      }),
    );
  });
});

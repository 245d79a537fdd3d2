import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORM_IDS } from '../src/seed/demo-forms.ts';
import { as, demoEmail, signIn, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => t?.close());

describe('the request log', () => {
  it('holds the path of a request but not the filters of its query string', async () => {
    const session = await signIn(t.app, demoEmail('admin'));
    logLines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers?citizenDni=30123456&author=clara`,
      headers: as(session),
    });
    expect(response.statusCode).toBe(200);
    const logged = logLines.join('\n');
    expect(logged).toContain(`/api/forms/${DEMO_FORM_IDS.streetLighting}/answers?…`);
    expect(logged).not.toContain('30123456');
    expect(logged).not.toContain('clara');
  });
});

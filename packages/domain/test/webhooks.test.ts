import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineAbilityFor,
  formatWebhookSignature,
  mayManageWebhooks,
  parseWebhookSignature,
  WEBHOOK_MAX_ATTEMPTS,
  webhookEndpointInputSchema,
  webhookRetryDelaySeconds,
  webhookSignedContent,
  webhookTimestampFresh,
} from '../src/index.ts';

describe('webhook retry schedule', () => {
  it('doubles the wait from one minute, caps it at six hours and gives up after the last attempt', () => {
    const waits = [];
    for (let attempts = 1; attempts < WEBHOOK_MAX_ATTEMPTS; attempts += 1)
      waits.push(webhookRetryDelaySeconds(attempts));
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 21600, 21600]);
    expect(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS)).toBeNull();
    expect(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS + 5)).toBeNull();
    // About 20 hours from the first failure to the last attempt.
    const total = waits.reduce((sum, wait) => sum! + wait!, 0)!;
    expect(total / 3600).toBeGreaterThan(20);
    expect(total / 3600).toBeLessThan(21);
  });

  it('never waits less than before, nor more than the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: WEBHOOK_MAX_ATTEMPTS - 2 }), (attempts) => {
        const now = webhookRetryDelaySeconds(attempts)!;
        const next = webhookRetryDelaySeconds(attempts + 1)!;
        return next >= now && next <= 6 * 3600;
      }),
    );
  });

  it('counts attempts from one', () => {
    expect(() => webhookRetryDelaySeconds(0)).toThrow(RangeError);
    expect(() => webhookRetryDelaySeconds(1.5)).toThrow(RangeError);
  });
});

describe('webhook signature header', () => {
  const body = '{"id":"d1","type":"answer.created"}';

  it('signs `t.body`, the form a receiver recomputes with any HMAC-SHA256', () => {
    expect(webhookSignedContent(1_700_000_000, body)).toBe(`1700000000.${body}`);
    // HMAC-SHA256 of that content under 'whsec_test-secret' (computed with openssl/node beforehand).
    const hex = '0d560548cf010fa08b4465d29405607bb3b61bdffa0b117cfe2a0f3e6569e04f';
    const header = formatWebhookSignature(1_700_000_000, [hex]);
    expect(header).toBe(`t=1700000000,v1=${hex}`);
    expect(parseWebhookSignature(header)).toEqual({ timestamp: 1_700_000_000, signatures: [hex] });
  });

  it('reads several signatures and skips unknown schemes', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(parseWebhookSignature(`t=12,v1=${a},v0=old,v1=${b}`)).toEqual({
      timestamp: 12,
      signatures: [a, b],
    });
  });

  it('refuses headers that are not a signature', () => {
    const hex = 'c'.repeat(64);
    for (const header of [
      undefined,
      '',
      `v1=${hex}`,
      't=12',
      `t=12,t=13,v1=${hex}`,
      `t=abc,v1=${hex}`,
      `t=12,v1=${hex.toUpperCase()}`,
      `t=12,v1=${hex.slice(1)}`,
      `t=12,v1=${hex}=x`,
    ])
      expect(parseWebhookSignature(header), String(header)).toBeNull();
  });

  it('round-trips any time and signatures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 36 }),
        fc.array(fc.stringMatching(/^[0-9a-f]{64}$/), { minLength: 1, maxLength: 3 }),
        (timestamp, signatures) => {
          expect(parseWebhookSignature(formatWebhookSignature(timestamp, signatures))).toEqual({
            timestamp,
            signatures,
          });
        },
      ),
    );
  });

  it('takes a signature within five minutes of the receiver clock only', () => {
    expect(webhookTimestampFresh(1000, 1000)).toBe(true);
    expect(webhookTimestampFresh(1000, 1300)).toBe(true);
    expect(webhookTimestampFresh(1300, 1000)).toBe(true);
    expect(webhookTimestampFresh(1000, 1301)).toBe(false);
    expect(webhookTimestampFresh(1000, 1061, 60)).toBe(false);
  });
});

describe('webhook endpoint input', () => {
  const base = {
    municipalityId: '00000000-0000-4000-8000-000000000001',
    url: 'https://receiver.example.org/hooks/cabildo',
    events: ['answer.created'],
  };
  const issues = (input: unknown) =>
    webhookEndpointInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('takes an http(s) address and at least one event, once each', () => {
    expect(webhookEndpointInputSchema.parse(base)).toEqual({ ...base, formId: null, description: '' });
    expect(issues({ ...base, url: 'ftp://receiver.example.org/' })).toEqual(['webhooks.errors.urlInvalid']);
    expect(issues({ ...base, url: '' })).toContain('webhooks.errors.urlRequired');
    expect(issues({ ...base, url: 'https://user:pass@receiver.example.org/' })).toEqual([
      'webhooks.errors.urlCredentials',
    ]);
    expect(issues({ ...base, events: [] })).toEqual(['webhooks.errors.eventsRequired']);
    expect(issues({ ...base, events: ['answer.created', 'answer.created'] })).toEqual([
      'webhooks.errors.eventsRequired',
    ]);
    expect(issues({ ...base, events: ['answer.updated'] }).length).toBe(1);
  });
});

describe('who manages webhooks', () => {
  const own = '00000000-0000-4000-8000-00000000000a';
  const other = '00000000-0000-4000-8000-00000000000b';
  const actor = (role: string) => ({ id: 'u', roles: [role], areaIds: ['area'], municipalityId: own });

  it('an administrator for any municipality, an elevated supervisor for the own one, nobody else', () => {
    const admin = defineAbilityFor(actor('ROLE_ADMIN'));
    expect(mayManageWebhooks(admin, own) && mayManageWebhooks(admin, other)).toBe(true);
    const elevated = defineAbilityFor(actor('ROLE_SUPERVISOR_ELEVADO'));
    expect(mayManageWebhooks(elevated, own)).toBe(true);
    expect(mayManageWebhooks(elevated, other)).toBe(false);
    for (const role of ['ROLE_SUPERVISOR', 'ROLE_SUPERVISOR_CORRECTOR', 'ROLE_GENERADOR', 'ROLE_INSPECTOR'])
      expect(mayManageWebhooks(defineAbilityFor(actor(role)), own), role).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  isMunicipalityTimeZone,
  municipalitySettingsSchema,
  rezonedValues,
  statisticsValues,
  type AnswerDocument,
} from '../src/index.ts';

// The municipality's time zone (issue 28 item 10): the pure rules.

const bare = { template: { sections: [] }, sections: [], supervisorEdits: [] } as unknown as AnswerDocument;

describe("the municipality's time zone", () => {
  it('is an IANA name the runtime knows; offsets, unknown names and anything else are refused', () => {
    for (const zone of [
      'America/Argentina/Cordoba',
      'Europe/Madrid',
      'UTC',
      'Etc/GMT+3',
      'America/Port-au-Prince',
    ])
      expect(isMunicipalityTimeZone(zone), zone).toBe(true);
    for (const zone of ['+03:00', '-0300', 'Mars/Olympus', 'Europe/', '/UTC', 'UTC\u0000', ''])
      expect(isMunicipalityTimeZone(zone), zone).toBe(false);
    expect(municipalitySettingsSchema.parse({}).timeZone).toBeNull();
    expect(municipalitySettingsSchema.safeParse({ timeZone: 'Nowhere/City' }).success).toBe(false);
  });

  it('dates are written on its clock, on either side of a switch to summer time', () => {
    // New York: 02:00 EST became 03:00 EDT at 07:00 UTC on 8 March 2026.
    expect(formatDateTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('08/03/2026 - 01:59');
    expect(formatDateTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('08/03/2026 - 03:00');
    // Madrid: 02:00 CET became 03:00 CEST at 01:00 UTC on 29 March 2026.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'Europe/Madrid')).toBe('29/03/2026 - 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'Europe/Madrid')).toBe('29/03/2026 - 03:00');
    expect(formatDateTime('2026-03-08T02:30:00Z', 'America/Argentina/Cordoba')).toBe('07/03/2026 - 23:30');
  });

  it('a recount in another zone moves the day and the hour and keeps every other line', () => {
    const at = new Date('2026-03-08T04:30:00Z');
    const inNewYork = statisticsValues(bare, at, 'America/New_York');
    expect(inNewYork.split('\n').slice(0, 3)).toEqual(['2026-03-07', 'answers\t', 'hour\t23']);
    const withSections = `${inNewYork}\ns:a\t\nq:a/b\to:1`;
    expect(rezonedValues(withSections, at, 'Europe/Madrid')).toBe(
      ['2026-03-08', 'answers\t', 'hour\t5', 's:a\t', 'q:a/b\to:1'].join('\n'),
    );
    expect(rezonedValues(withSections, at, 'America/New_York')).toBe(withSections);
  });
});

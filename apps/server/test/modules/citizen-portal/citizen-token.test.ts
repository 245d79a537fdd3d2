import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CITIZEN_TOKEN_VALIDITY_MS,
  DEMO_PORTAL_CITIZENS,
  embeddedCitizenHash,
  embeddedCitizenPortal,
  readCitizenToken,
  signCitizenToken,
} from '../../../src/adapters/citizen-portal/embedded.ts';
import { maskUnroutedPath } from '../../../src/http/logging.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const future = fc.integer({ min: 1, max: 10 * 24 * 3600 });

describe('embedded citizen-portal tokens', () => {
  it('a token reads back its citizen until it expires, never after', () => {
    fc.assert(
      fc.property(id, future, (citizenId, seconds) => {
        const now = new Date('2026-11-26T12:00:00Z');
        const expiry = new Date(now.getTime() + seconds * 1000);
        const token = signCitizenToken(SECRET, citizenId, expiry);
        expect(readCitizenToken(SECRET, token, now)).toBe(citizenId);
        expect(readCitizenToken(SECRET, token, expiry)).toBeNull();
        expect(readCitizenToken(SECRET, token, new Date(expiry.getTime() + 1000))).toBeNull();
      }),
    );
  });

  it('any changed character of a token is refused', () => {
    fc.assert(
      fc.property(
        id,
        fc.nat(),
        fc.constantFrom(...'ABCxyz019-_.='.split('')),
        (citizenId, at, replacement) => {
          const token = signCitizenToken(SECRET, citizenId, new Date(Date.now() + 60_000));
          const index = at % token.length;
          fc.pre(token[index] !== replacement);
          const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
          expect(readCitizenToken(SECRET, tampered)).toBeNull();
        },
      ),
    );
  });

  it('a token of another secret, a truncated or an extended one is refused', () => {
    fc.assert(
      fc.property(id, fc.string({ minLength: 1, maxLength: 5 }), (citizenId, extra) => {
        const token = signCitizenToken(SECRET, citizenId, new Date(Date.now() + 60_000));
        expect(readCitizenToken(`${SECRET}x`, token)).toBeNull();
        expect(readCitizenToken(SECRET, token.slice(0, -1))).toBeNull();
        expect(readCitizenToken(SECRET, token + extra)).toBeNull();
      }),
    );
  });

  it('the embedded portal vouches for its demo people for two hours, and resolves their hashes', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const portal = embeddedCitizenPortal(SECRET, DEMO_PORTAL_CITIZENS, () => now);
    const person = DEMO_PORTAL_CITIZENS[0]!;
    const token = (await portal.issueToken(person.id))!;
    expect(await portal.verifyToken(token)).toEqual(person);
    now = new Date(now.getTime() + CITIZEN_TOKEN_VALIDITY_MS - 1000);
    expect(await portal.verifyToken(token)).toEqual(person);
    now = new Date(now.getTime() + 1000);
    expect(await portal.verifyToken(token)).toBeNull();
    expect(await portal.issueToken('pc-nobody')).toBeNull();
    expect(await portal.resolveHash(embeddedCitizenHash(SECRET, person.id))).toEqual(person);
    expect(await portal.resolveHash(embeddedCitizenHash('other-secret', person.id))).toBeNull();
  });

  it('the logs never hold a citizen page’s token', () => {
    expect(maskUnroutedPath('/ciudadano/contestar/abc/TOKEN.MAC')).toBe('/ciudadano/contestar/abc/…');
    expect(maskUnroutedPath('/ciudadano/revision/abc/TOKEN')).toBe('/ciudadano/revision/abc/…');
    expect(maskUnroutedPath('/ciudadano/formularios/respuestas/TOKEN')).toBe(
      '/ciudadano/formularios/respuestas/…',
    );
    // The answer code of a saved page opens its status lookup, and the portal citizen's id follows it.
    expect(maskUnroutedPath('/ciudadano/guardado/abc/CBA-1/pc-7')).toBe('/ciudadano/guardado/abc/…');
    expect(maskUnroutedPath('/ciudadano/formularios')).toBe('/ciudadano/formularios');
  });
});

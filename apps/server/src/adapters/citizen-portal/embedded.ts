import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PortalCitizen } from '@cabildo/domain';
import { keptSecret } from '../../db/secret-box.ts';
import type { CitizenPortal } from './port.ts';

/** How long an embedded token opens the citizen's pages (docs/decisions.md). */
export const CITIZEN_TOKEN_VALIDITY_MS = 2 * 60 * 60 * 1000;

/**
 * The demo portal's people: each DNI is one of the demo citizen registry's natural persons of
 * Córdoba (seed/demo-citizens.ts), so an answer from the portal carries the registry's data.
 */
export const DEMO_PORTAL_CITIZENS: readonly PortalCitizen[] = [
  { id: 'pc-30123456', dni: '30123456', firstName: 'Ana María', lastName: 'Gómez', username: 'agomez' },
  {
    id: 'pc-25987654',
    dni: '25987654',
    firstName: 'Jorge Luis',
    lastName: 'Fernández',
    username: 'jfernandez',
  },
  { id: 'pc-33444555', dni: '33444555', firstName: 'Carolina', lastName: "D'Angelo", username: 'cdangelo' },
];

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * A token is `payload.mac`: payload is base64url of `{citizen id}.{expiry in epoch seconds}`,
 * mac the base64url HMAC-SHA256 of the payload under the secret. Compact enough to sit in a URL.
 */
export function signCitizenToken(secret: string, citizenId: string, expiresAt: Date): string {
  const payload = b64(`${citizenId}.${Math.floor(expiresAt.getTime() / 1000)}`);
  return `${payload}.${b64(createHmac('sha256', secret).update(payload).digest())}`;
}

/** The citizen id a token names when its MAC is right and it has not expired; else null. */
export function readCitizenToken(secret: string, token: string, now = new Date()): string | null {
  if (token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, mac] = parts as [string, string];
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  // base64url decoding ignores stray characters: the MAC must also read back exactly as sent.
  if (given.length !== expected.length || b64(given) !== mac || !timingSafeEqual(given, expected))
    return null;
  if (b64(Buffer.from(payload, 'base64url')) !== payload) return null;
  const match = /^(.+)\.(\d{1,12})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  if (Number(match[2]) * 1000 <= now.getTime()) return null;
  return match[1] ?? null;
}

/** The embedded secret: CITIZEN_PORTAL_SECRET, else one generated once and kept in DATA_DIR. */
export function citizenPortalSecret(configured: string | null, dataDir: string): string {
  return keptSecret(configured, dataDir, 'citizen-portal.key');
}

/**
 * Embedded default: stands in for the municipality's portal with the demo people, issuing and
 * verifying signed tokens that expire after two hours. The hash of a person is the HMAC of its id
 * (it does not expire, as the portal's hash does not).
 */
export function embeddedCitizenPortal(
  secret: string,
  people: readonly PortalCitizen[] = DEMO_PORTAL_CITIZENS,
  clock: () => Date = () => new Date(),
): CitizenPortal {
  const byId = new Map(people.map((person) => [person.id, person]));
  const hashOf = (id: string) => b64(createHmac('sha256', secret).update(`hash:${id}`).digest());
  return {
    async verifyToken(token) {
      const id = readCitizenToken(secret, token, clock());
      return id === null ? null : (byId.get(id) ?? null);
    },
    async resolveHash(hash) {
      const given = Buffer.from(hash);
      for (const person of people) {
        const expected = Buffer.from(hashOf(person.id));
        if (given.length === expected.length && timingSafeEqual(given, expected)) return person;
      }
      return null;
    },
    async issueToken(citizenId) {
      if (!byId.has(citizenId)) return null;
      return signCitizenToken(secret, citizenId, new Date(clock().getTime() + CITIZEN_TOKEN_VALIDITY_MS));
    },
  };
}

/** The demo hash of a person (for the demo link command and tests). */
export const embeddedCitizenHash = (secret: string, citizenId: string) =>
  b64(createHmac('sha256', secret).update(`hash:${citizenId}`).digest());

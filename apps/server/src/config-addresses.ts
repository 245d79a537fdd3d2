import net from 'node:net';

/**
 * The checks of every address setting (config.ts, issue 29 item 4): each says what is wrong with a
 * value, or null when it is right. A refusal is the message after the variable's name, and names the
 * form expected, so that `APP_URL=localhost:3000` stops the server instead of breaking every
 * e-mailed link.
 */

/** Written as http:// or https:// (not `http:host`, which URL parsing would also take) and parsed. */
function httpUrl(value: string): URL | null {
  if (!/^https?:\/\/[^/?#]/i.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.hostname ? url : null;
}

/** A system Cabildo calls over HTTP (management system, registry, portal, booking, S3, payments, geocoding). */
export function httpUrlProblem(value: string, example = 'https://host.example/path'): string | null {
  return httpUrl(value) ? null : `must be an http:// or https:// URL (${example})`;
}

/** APP_URL: the address people open, the base of every e-mailed link — nothing after the path. */
export function appUrlProblem(value: string): string | null {
  const url = httpUrl(value);
  const expected = 'must be the public http:// or https:// address, such as https://forms.city.example';
  if (!url) return expected;
  if (url.username || url.password) return `${expected} (no user name or password in it)`;
  if (url.search || url.hash || value.includes('?') || value.includes('#'))
    return `${expected} (no ?query or #fragment)`;
  return null;
}

/** The placeholders a tile URL template must have, and the ones it may have (Leaflet's). */
const TILE_NEEDS = ['{z}', '{x}', '{y}'] as const;
const TILE_PLACEHOLDERS = /\{(?:z|x|y|s|r)\}/g;

/** MAP_TILE_URL: an http(s) template with {z}, {x} and {y} ({s} subdomains and {r} may be there too). */
export function tileUrlProblem(value: string): string | null {
  const expected =
    'must be an http:// or https:// URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  const missing = TILE_NEEDS.filter((placeholder) => !value.includes(placeholder));
  if (missing.length) return `${expected} (${missing.join(', ')} missing)`;
  // The address it becomes for one tile: the one that must be a URL.
  const tile = value.replace(TILE_PLACEHOLDERS, (placeholder) =>
    placeholder === '{s}' ? 'a' : placeholder === '{r}' ? '' : '0',
  );
  if (/[{}]/.test(tile)) return `${expected} (only {z}, {x}, {y}, {s} and {r} are filled in)`;
  return httpUrl(tile) ? null : expected;
}

/** A DNS name: labels of letters, digits and inner hyphens, up to 253 characters. */
const HOST_NAME =
  /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** HOST: the address the server listens on — an IPv4 or IPv6 address (no brackets) or a host name. */
export function hostProblem(value: string): string | null {
  return net.isIP(value) !== 0 || HOST_NAME.test(value)
    ? null
    : 'must be an IP address (0.0.0.0, ::, 127.0.0.1) or a host name (localhost, cabildo.internal)';
}

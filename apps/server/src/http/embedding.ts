import { isWebOrigin, municipalitySettingsSchema } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { forms, municipalities } from '../db/schema/index.ts';

/**
 * The pages a municipality's site may show in an iframe: the public answer page and its saved
 * page (spec part 2 §2 "Saved screen": it posts a saved-answer message to the embedding page).
 * Every other page keeps frame-ancestors 'none' and X-Frame-Options DENY.
 */
const EMBEDDABLE =
  /^\/publico\/(?:contestar\/([0-9a-f-]{36})|guardado\/([0-9a-f-]{36})\/[^/?#]+)\/?(?:[?#]|$)/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The origins that may frame the page at `url`: those of the form's municipality, for a public form. */
export async function embeddingOrigins(database: Database, url: string): Promise<string[]> {
  const match = EMBEDDABLE.exec(url);
  const formId = match?.[1] ?? match?.[2];
  if (!formId || !UUID.test(formId)) return [];
  const [found] = await database.db
    .select({ settings: municipalities.settings })
    .from(forms)
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(and(eq(forms.id, formId), eq(forms.public, true), eq(forms.deleted, false)))
    .limit(1);
  if (!found) return [];
  const settings = municipalitySettingsSchema.safeParse(found.settings);
  return settings.success ? settings.data.embedOrigins.filter(isWebOrigin) : [];
}

/** Lets `origins` frame this response (the app shell of an embeddable page); none: unchanged. */
export function allowFraming(reply: FastifyReply, origins: string[]) {
  if (origins.length === 0) return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/frame-ancestors 'none'/, `frame-ancestors ${origins.join(' ')}`),
  );
  // X-Frame-Options cannot name origins; browsers that know frame-ancestors ignore it anyway.
  reply.removeHeader('x-frame-options');
}

import {
  RECIPIENT_SEARCH_PAGE_SIZE,
  altTextsSchema,
  citizenDataSchema,
  type CitizenData,
  type Recipient,
  type RecipientSearch,
  type RecipientSearchPage,
} from '@cabildo/domain';
import { and, arrayOverlaps, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import { decodeCursor, encodeCursor, type ListPosition } from '../../db/keyset.ts';
import { answerVisibility } from '../answer-access/index.ts';

/** Searches per person and minute (each page counts): a lookup of personal data, never a crawl. */
export const RECIPIENT_SEARCHES_PER_MINUTE = 30;

/** The current state's name, from the state block the answer carries (its column names the id). */
const stateName = sql<string | null>`(
  select s->>'name' from jsonb_array_elements(${answers.document}->'state'->'available') s
  where (s->>'id')::int = ${answers.state} limit 1)`;
// To the microsecond, so rows saved in the same millisecond are never skipped.
const at = sql<string>`to_char(${answers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const older = (p: ListPosition) =>
  sql`(${answers.createdAt}, ${answers.id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
const newer = (p: ListPosition) =>
  sql`(${answers.createdAt}, ${answers.id}) > (${p.at}::timestamptz, ${p.id}::uuid)`;

const recipientOf = (citizen: CitizenData): Recipient => ({
  kind: citizen.kind,
  firstName: citizen.firstName,
  lastName: citizen.lastName,
  dni: citizen.dni,
  cuit: citizen.cuit,
  email: citizen.email,
});

/**
 * The answers a recipient search may show (spec part 3 §2, §5, §6, §7): those linked to the number
 * (`citizen_document`, served by answers_citizen_document_created_idx) as the document type says —
 * a DNI/ID is the citizen's dni, a CUIT/RUC its cuit — that the person may read (the answers list's
 * rule, `answerVisibility`: own municipality, own answers only for the census taker), of forms
 * that are not deleted and, but for the admin, belong to one of the person's areas (the form list's
 * rule: "limited to the user's areas").
 */
export function recipientAnswers(auth: AuthContext, search: Pick<RecipientSearch, 'kind' | 'number'>): SQL {
  const field = search.kind === 'legal' ? 'cuit' : 'dni';
  const areaIds = [...auth.actor.areaIds];
  // Spec part 3 §8: a person without areas finds nothing (the original throws, and only logs it).
  const everyArea = mayAccess(auth, 'manage', 'area');
  if (!everyArea && areaIds.length === 0) return sql`false`;
  const ofTheirAreas = everyArea ? undefined : arrayOverlaps(forms.areaIds, areaIds);
  return and(
    eq(answers.citizenDocument, search.number),
    sql`${answers.document}->'citizen'->>${field} = ${search.number}`,
    answerVisibility(auth),
    sql`${answers.formId} in (select ${forms.id} from ${forms} where ${and(eq(forms.deleted, false), ofTheirAreas)})`,
  )!;
}

/**
 * The recipient search of /home: who the number is and a page (5) of the answers of the person's
 * areas linked to it, newest first, with the answers list's keyset paging. Personal data: each person
 * has a few searches a minute, and every search is audited with what it disclosed (the citizen's id,
 * how many answers, the ids shown) but not the number typed.
 */
export class RecipientSearchService {
  private readonly searches: RateLimiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.searches = new RateLimiter(ctx.rateLimits, 'recipients.searches', RECIPIENT_SEARCHES_PER_MINUTE);
  }

  async search(auth: AuthContext, search: RecipientSearch, ip: string): Promise<RecipientSearchPage> {
    requireAccess(auth, 'read', 'respuesta');
    requireAccess(auth, 'read', 'destinatario');
    await this.searches.enforce(auth.row.id);
    const { db } = this.ctx.database;
    const where = recipientAnswers(auth, search);
    const cursor = search.cursor ? decodeCursor(search.cursor, 'c') : null;
    const backwards = cursor !== null && search.direction === 'previous';
    const exists = async (condition: SQL) =>
      (await db.select({ id: answers.id }).from(answers).where(and(where, condition)).limit(1)).length > 0;

    const [found, [total], registered] = await Promise.all([
      db
        .select({
          id: answers.id,
          code: answers.code,
          createdAt: answers.createdAt,
          at,
          state: answers.state,
          stateName,
          title: sql<
            string | null
          >`coalesce(${answers.document}#>>'{template,title}', (select ${forms.title} from ${forms} where ${forms.id} = ${answers.formId}))`,
          titleAlt: sql<unknown>`${answers.document}#>'{template,titleAlt}'`,
        })
        .from(answers)
        .where(and(where, cursor ? (backwards ? newer(cursor) : older(cursor)) : undefined))
        .orderBy(
          ...(backwards
            ? [asc(answers.createdAt), asc(answers.id)]
            : [desc(answers.createdAt), desc(answers.id)]),
        )
        .limit(RECIPIENT_SEARCH_PAGE_SIZE + 1),
      db.select({ value: count() }).from(answers).where(where),
      this.registered(auth, search),
    ]);
    const more = found.length > RECIPIENT_SEARCH_PAGE_SIZE;
    const page = found.slice(0, RECIPIENT_SEARCH_PAGE_SIZE);
    if (backwards) page.reverse();
    const position = (row: { id: string; at: string }): ListPosition => ({
      sort: 'c',
      at: row.at,
      id: row.id,
    });
    const first = page[0];
    const last = page.at(-1);
    const [hasNewer, hasOlder] = backwards
      ? [more, last !== undefined && (await exists(older(position(last))))]
      : [first !== undefined && cursor !== null && (await exists(newer(position(first)))), more];
    const recipient = registered ?? (await this.newestAnswerCitizen(where));

    await audit(db, {
      actorId: auth.user.id,
      action: 'recipient.search',
      subject: 'citizen',
      subjectId: registered?.id ?? recipient?.id ?? null,
      after: {
        kind: search.kind,
        registered: registered !== null,
        total: total?.value ?? 0,
        shown: page.map((row) => row.id),
      },
      ip,
    });

    return {
      recipient: recipient ? recipientOf(recipient) : null,
      rows: page.map((row) => ({
        id: row.id,
        code: row.code,
        formTitle: row.title ?? '',
        formTitleAlt: altTextsSchema.safeParse(row.titleAlt ?? {}).data ?? {},
        createdAt: row.createdAt.toISOString(),
        state: row.state === null || row.stateName === null ? null : { id: row.state, name: row.stateName },
      })),
      total: total?.value ?? 0,
      nextCursor: hasOlder && last ? encodeCursor(position(last)) : null,
      previousCursor: hasNewer && first ? encodeCursor(position(first)) : null,
    };
  }

  /**
   * The registry's record of the number in the person's municipality (the citizen step's registry
   * port). A registry failure is only logged (spec part 3 §8): the answers are still shown.
   */
  private async registered(auth: AuthContext, search: RecipientSearch): Promise<CitizenData | null> {
    const municipalityId = auth.actor.municipalityId;
    if (!municipalityId) return null;
    try {
      return await this.ctx.citizenRegistry.lookup({
        municipalityId,
        kind: search.kind,
        number: search.number,
      });
    } catch (error) {
      this.log.warn({ err: error }, 'citizen registry failed during a recipient search');
      return null;
    }
  }

  /** Who the newest answer found names, when the registry does not know the number. */
  private async newestAnswerCitizen(where: SQL): Promise<CitizenData | null> {
    const [row] = await this.ctx.database.db
      .select({ citizen: sql<unknown>`${answers.document}->'citizen'` })
      .from(answers)
      .where(where)
      .orderBy(desc(answers.createdAt), desc(answers.id))
      .limit(1);
    const parsed = citizenDataSchema.safeParse(row?.citizen);
    return parsed.success ? parsed.data : null;
  }
}

import { OWN_ANSWERS_PAGE_SIZE, type OwnAnswersPage, type OwnAnswersQuery } from '@cabildo/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers } from '../../../db/schema/index.ts';
import type { FormRow } from '../../answer-access/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { actionsOn, signedAnswer } from '../actions.ts';
import { decodeCursor, encodeCursor, type ListPosition } from '../../../db/keyset.ts';

/**
 * One page (7) of the answers the signed-in person gave to a form (spec part 3 §2 "Own answers"), newest
 * first, with the answers list's keyset paging on (form_id, created_by, created_at, id). Never OFFSET.
 */
export async function listOwnAnswers(
  ctx: AppContext,
  form: FormRow,
  auth: AuthContext,
  query: OwnAnswersQuery,
): Promise<OwnAnswersPage> {
  const { db } = ctx.database;
  const userId = auth.row.id;
  const where = and(eq(answers.formId, form.id), eq(answers.createdBy, userId))!;
  const cursor = query.cursor ? decodeCursor(query.cursor, 'c') : null;
  const backwards = cursor !== null && query.direction === 'previous';
  // To the microsecond, so rows saved in the same millisecond are never skipped.
  const at = sql<string>`to_char(${answers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const older = (p: ListPosition) =>
    sql`(${answers.createdAt}, ${answers.id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
  const newer = (p: ListPosition) =>
    sql`(${answers.createdAt}, ${answers.id}) > (${p.at}::timestamptz, ${p.id}::uuid)`;
  const exists = async (condition: SQL) =>
    (await db.select({ id: answers.id }).from(answers).where(and(where, condition)).limit(1)).length > 0;

  const [found, [total]] = await Promise.all([
    db
      .select({
        id: answers.id,
        code: answers.code,
        createdAt: answers.createdAt,
        updatedAt: answers.updatedAt,
        at,
        mode: sql<string | null>`${answers.document}->>'mode'`,
        paymentOrderId: answers.paymentOrderId,
        signed: signedAnswer,
        hasState: sql<boolean>`${answers.state} is not null`,
      })
      .from(answers)
      .where(and(where, cursor ? (backwards ? newer(cursor) : older(cursor)) : undefined))
      .orderBy(
        ...(backwards
          ? [asc(answers.createdAt), asc(answers.id)]
          : [desc(answers.createdAt), desc(answers.id)]),
      )
      .limit(OWN_ANSWERS_PAGE_SIZE + 1),
    db.select({ value: count() }).from(answers).where(where),
  ]);
  const more = found.length > OWN_ANSWERS_PAGE_SIZE;
  const page = found.slice(0, OWN_ANSWERS_PAGE_SIZE);
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

  return {
    form: {
      id: form.id,
      title: form.template.title,
      titleAlt: form.template.titleAlt,
    },
    rows: page.map((row) => {
      // The answer view's actions (`answerActions`): inspectors, who may not complete, get no update.
      const actions = actionsOn(
        auth,
        {
          createdBy: userId,
          formPublic: form.public,
          mode: row.mode,
          mainAreaId: form.mainAreaId,
          municipalityId: form.municipalityId,
        },
        {
          ...row,
          signatureEditable: form.template.options?.signatureEditableAnswer === true,
        },
      );
      return {
        id: row.id,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        actions: { view: actions.view, complete: actions.complete },
      };
    }),
    total: total?.value ?? 0,
    nextCursor: hasOlder && last ? encodeCursor(position(last)) : null,
    previousCursor: hasNewer && first ? encodeCursor(position(first)) : null,
  };
}

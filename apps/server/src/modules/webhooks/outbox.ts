import type { WebhookEvent } from '@cabildo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The webhook outbox (issue 18 item 4). The answer repository (modules/answers/repository.ts), the
 * one writer of answer rows, calls these in the transaction — or the statement — of each write, so
 * a delivery is queued exactly when the write commits and never when it rolls back. Each matching
 * enabled endpoint (the answer's municipality, every form or this one, this event) gets one row; with
 * no endpoint the statement writes nothing. The delivery worker (worker.ts) sends them later:
 * nothing here waits for a receiver, so a receiver can never slow down or fail a save.
 *
 * What is stored is the body without its `id` and `type` (the worker adds them from the row):
 * `createdAt`, `municipalityId`, `form` {id, title}, `answer` {id, code, createdAt, updatedAt and,
 * but for deletions, the `document` as GET /api/answers/{id} returns it} and, for a state change,
 * `state` {from, to, by, at}.
 */

/** An ISO 8601 UTC text of a timestamptz, as the API writes dates. */
const iso = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A state of the answer's own list, as {id, name} (null when the id is null or not in the list). */
const stateRef = (document: SQL, stateId: SQL) => sql`(
  select jsonb_build_object('id', (s->>'id')::int, 'name', s->>'name')
  from jsonb_array_elements(coalesce(${document}#>'{state,available}', '[]'::jsonb)) s
  where (s->>'id')::int = ${stateId} limit 1)`;

type Source = {
  /** A FROM item with answer_id, code, form_id, created_at, updated_at, document (null: deleted). */
  from: SQL;
  /** The event time. */
  at: SQL;
  /** The events of this write: their names and, for a state change, the state left. */
  events: { type: WebhookEvent; fromState?: number | null }[];
};

function deliveries({ from, at, events }: Source): SQL {
  const rows = events.map((event) => ({ type: event.type, from_state: event.fromState ?? null }));
  const document = sql`src.document`;
  return sql`
    insert into webhook_deliveries (endpoint_id, event, answer_id, answer_code, payload)
    select e.id, ev.type, src.answer_id, src.code,
      jsonb_build_object(
        'createdAt', ${iso(at)},
        'municipalityId', f.municipality_id,
        'form', jsonb_build_object('id', f.id, 'title', f.title),
        'answer', jsonb_build_object(
          'id', src.answer_id, 'code', src.code,
          'createdAt', ${iso(sql`src.created_at`)}, 'updatedAt', ${iso(sql`src.updated_at`)})
          || case when ${document} is null then '{}'::jsonb else jsonb_build_object('document', ${document}) end
      ) || case when ev.type = 'answer.state_changed' then jsonb_build_object('state', jsonb_build_object(
        'from', ${stateRef(document, sql`ev.from_state`)},
        'to', ${stateRef(document, sql`(${document}#>>'{state,current}')::int`)},
        'by', ${document}#>'{state,history}'->-1->'userName',
        'at', ${document}#>'{state,history}'->-1->'date')) else '{}'::jsonb end
    from ${from}
    cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ev(type text, from_state int)
    join forms f on f.id = src.form_id
    join webhook_endpoints e on e.enabled and e.municipality_id = f.municipality_id
      and (e.form_id is null or e.form_id = f.id) and ev.type = any(e.events)`;
}

/** Queues the events of a write of a stored answer (after the write, in its transaction). */
export async function queueAnswerEvents(
  tx: DbOrTx,
  answerId: string,
  at: Date,
  events: Source['events'],
): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(
    deliveries({
      from: sql`(select id as answer_id, code, form_id, created_at, updated_at, document
        from answers where id = ${answerId}::uuid) src`,
      at: sql`${at.toISOString()}::timestamptz`,
      events,
    }),
  );
}

/** Queues `answer.deleted` for an answer just deleted (its row is gone: what it was is passed in). */
export async function queueDeletion(
  tx: DbOrTx,
  answer: { id: string; formId: string; code: string; createdAt: Date; updatedAt: Date },
  at: Date,
): Promise<void> {
  await tx.execute(
    deliveries({
      from: sql`(select ${answer.id}::uuid as answer_id, ${answer.code}::text as code,
        ${answer.formId}::uuid as form_id, ${answer.createdAt.toISOString()}::timestamptz as created_at,
        ${answer.updatedAt.toISOString()}::timestamptz as updated_at, null::jsonb as document) src`,
      at: sql`${at.toISOString()}::timestamptz`,
      events: [{ type: 'answer.deleted' }],
    }),
  );
}

/**
 * `answer.created` for the numbered insert of one form's answers, as a data-modifying CTE of its one
 * statement: `inserted` names the rows written (id), `numbered` their code, document (without the
 * code, which the insert adds) and time (at).
 */
export const createdEventsCte = (formId: string): SQL =>
  sql`hooked as (${deliveries({
    from: sql`(select n.id as answer_id, n.code, ${formId}::uuid as form_id, n.at as created_at,
    n.at as updated_at, n.document || jsonb_build_object('code', n.code) as document
    from numbered n where n.id in (select id from inserted)) src`,
    at: sql`src.created_at`,
    events: [{ type: 'answer.created' }],
  })})`;

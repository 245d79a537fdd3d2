/** Answers (modules/answers: their one writer is its repository). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchFold } from '../search-fold.ts';
import { id, createdAt, at } from './columns.ts';
import { forms } from './forms.ts';

/**
 * Answers: the answered template snapshot as jsonb (the AnswerDocument of packages/domain/src/answers)
 * plus an indexed column for every filter and lookup of the spec.
 */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    code: text('code').notNull(),
    document: jsonb('document').notNull().default({}),
    createdBy: uuid('created_by'),
    /** The author's display name at the time ('Usuario Anónimo' for anonymous answers). */
    createdByName: text('created_by_name'),
    citizenId: text('citizen_id'),
    citizenDocument: text('citizen_document'),
    state: integer('state'),
    public: boolean('public').notNull().default(false),
    pdfDownloadCode: text('pdf_download_code'),
    paymentOrderId: text('payment_order_id'),
    /** The id the browser gave the submission, so a resend after a lost connection never saves twice. */
    clientSubmissionId: uuid('client_submission_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * What the Excel export shows of the document (`exportValues`), written with it by every write
     * (modules/answers/repository.ts); null only on answers older than the column, until the
     * start-up backfill computes them.
     */
    exportValues: text('export_values'),
    /**
     * What the statistics count of the answer (`statisticsValues` of the domain: its local day, hour
     * and answered values, as corrected), written with the document by every write, which adds the
     * difference to statistics_counts in the same transaction; null until counted (answers older than
     * the column, counted by the start-up backfill).
     */
    statisticsValues: text('statistics_values'),
    /**
     * The "answered by" filter's keys (spec part 3 §2): the author's name ("first last") and
     * username, folded by \`searchFold\` (lower case, no accents), kept by the database itself.
     */
    authorNameKey: text('author_name_key').generatedAlwaysAs(
      searchFold(
        sql`btrim(coalesce(document #>> '{author,firstName}', '') || ' ' || coalesce(document #>> '{author,lastName}', ''))`,
      ),
    ),
    authorUsernameKey: text('author_username_key').generatedAlwaysAs(
      searchFold(sql`coalesce(nullif(document #>> '{author,username}', ''), created_by_name, '')`),
    ),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_form_code_uq').on(t.formId, t.code),
    index('answers_form_created_idx').on(t.formId, t.createdAt, t.id),
    index('answers_form_citizen_idx').on(t.formId, t.citizenId),
    uniqueIndex('answers_pdf_code_idx').on(t.pdfDownloadCode),
    uniqueIndex('answers_client_submission_uq').on(t.clientSubmissionId),
    // The answers list (spec part 3 §2): one index per filter, each ending in the list's order.
    index('answers_form_updated_idx').on(t.formId, t.updatedAt, t.id),
    index('answers_form_state_created_idx').on(t.formId, t.state, t.createdAt, t.id),
    // "Answered by": a prefix of the name or of the username (LIKE 'p%', hence text_pattern_ops).
    index('answers_form_author_name_idx').on(t.formId, t.authorNameKey.op('text_pattern_ops')),
    index('answers_form_author_username_idx').on(t.formId, t.authorUsernameKey.op('text_pattern_ops')),
    index('answers_form_citizen_document_idx').on(t.formId, t.citizenDocument),
    index('answers_form_creator_created_idx').on(t.formId, t.createdBy, t.createdAt, t.id),
    // The recipient search (spec part 3 §7): a person's answers across forms by document number, newest first.
    index('answers_citizen_document_created_idx')
      .on(t.citizenDocument, t.createdAt, t.id)
      .where(sql`${t.citizenDocument} is not null`),
    // Answers by code without case (the status lookup; the codes a new key prefix would reuse, by LIKE 'P-%').
    index('answers_code_upper_idx').on(sql`upper(${t.code}) text_pattern_ops`),
    // The answers whose export values are still to be computed (the start-up backfill's queue; empty once done).
    index('answers_export_values_missing_idx')
      .on(t.id)
      .where(sql`${t.exportValues} is null`),
    // The answers not counted in the statistics yet (the statistics backfill's queue; empty once done).
    index('answers_statistics_missing_idx')
      .on(t.id)
      .where(sql`${t.statisticsValues} is null`),
  ],
);

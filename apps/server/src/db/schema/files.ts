/** Uploaded files (modules/files). */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

/**
 * Uploaded files: the bytes live in the storage port; this row says what they are, who sent them
 * and, once an answer is saved with them, which answer they belong to (then only those who may
 * read that answer may read them).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by'),
    formId: uuid('form_id'),
    answerId: uuid('answer_id'),
    /** SHA-256 of the secret handed to an anonymous uploader, who has no session to prove ownership. */
    uploadTokenHash: text('upload_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('files_answer_idx').on(t.answerId)],
);

import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_PROBLEMS } from './import.ts';

// What the users import's routes take and answer (users/import.ts checks the rows).

const problemSchema = z.object({
  row: z.number().int(),
  column: z.enum(IMPORT_COLUMNS).nullable(),
  /** The column's header in the reader's language. */
  columnLabel: z.string(),
  code: z.enum(IMPORT_PROBLEMS),
  /** The problem in the reader's language. */
  message: z.string(),
});
export type UserImportProblem = z.infer<typeof problemSchema>;

export const userImportQuerySchema = z.object({
  /** The admin's target municipality; an elevated supervisor always imports into the own one. */
  municipalityId: z.uuid().optional(),
});

export const userImportPreviewSchema = z.object({
  municipality: z.object({ id: z.uuid(), name: z.string() }),
  /** Data rows read (blank rows left out). */
  rows: z.number().int(),
  valid: z.number().int(),
  /** Header cells that name no column: ignored. */
  ignoredColumns: z.array(z.string()),
  problems: z.array(problemSchema),
});
export type UserImportPreview = z.infer<typeof userImportPreviewSchema>;

export const IMPORT_OUTCOMES = ['created', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const userImportSummarySchema = z.object({
  municipality: z.object({ id: z.uuid(), name: z.string() }),
  created: z.number().int(),
  /** Rows with problems in the file or against the database: not written. */
  skipped: z.number().int(),
  /** Rows the management system refused when asked (the username it does not take). */
  failed: z.number().int(),
  /** Invitations queued (one per created user). */
  invitationsQueued: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      email: z.string(),
      outcome: z.enum(IMPORT_OUTCOMES),
      /** Why it was skipped or failed, in the reader's language (problems joined). */
      reason: z.string().nullable(),
    }),
  ),
  /** The summary as CSV in the reader's language (formula-safe cells), to download. */
  csv: z.string(),
  csvFileName: z.string(),
});
export type UserImportSummary = z.infer<typeof userImportSummarySchema>;

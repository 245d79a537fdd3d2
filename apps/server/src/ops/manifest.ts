import { z } from 'zod';
import { CABILDO_VERSION } from '../version.ts';

/**
 * The backup archive (a .tar.gz): `database/pglite.tar` (PGlite's data folder) or
 * `database/postgres.pgdump` (pg_dump, custom format); `data/…`, every file of DATA_DIR but the
 * database folder (uploaded files, generated keys, mail, the embedded booking store);
 * `storage/s3-objects.json` (S3: the bucket's keys, sizes and ETags) and, when asked,
 * `storage/s3/<key>` (the objects); `manifest.json` last, with every other entry's SHA-256.
 */

export const BACKUP_FORMAT = 'cabildo-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const PGLITE_ENTRY = 'database/pglite.tar';
export const POSTGRES_ENTRY = 'database/postgres.pgdump';
export const DATA_PREFIX = 'data/';
export const S3_LIST_ENTRY = 'storage/s3-objects.json';
export const S3_OBJECT_PREFIX = 'storage/s3/';

const entry = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string() });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  cabildoVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The applied migrations, by their journal `when` (drizzle's `created_at`). */
    migrations: z.array(z.number()),
    /** PostgreSQL: the server's version and the pg_dump that dumped it. */
    serverVersion: z.string().optional(),
    dumpedWith: z.string().optional(),
  }),
  /** DATA_DIR's files (data/…): how many and their bytes. */
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
  storage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local') }),
    z.object({
      kind: z.literal('s3'),
      bucket: z.string(),
      objects: z.number().int(),
      bytes: z.number().int(),
      objectsIncluded: z.boolean(),
    }),
  ]),
  entries: z.array(entry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type S3ObjectList = { key: string; size: number; etag: string | null }[];

/** Cabildo's version (the backup records which Cabildo wrote it). */
export const cabildoVersion = (): string => CABILDO_VERSION;

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './port.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
};

export const clientOf = (settings: S3Settings) =>
  new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.endpoint !== null,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });

/**
 * Start-up check: the bucket exists and the credentials may use it (HeadBucket). Returns what is
 * wrong, in words naming the variable to fix, or null.
 */
export async function s3BucketProblem(settings: S3Settings): Promise<string | null> {
  const client = clientOf(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return null;
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = $metadata?.httpStatusCode;
    const where = settings.endpoint ?? `AWS (${settings.region})`;
    if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
      return `STORAGE_S3_BUCKET: no bucket "${settings.bucket}" at ${where}`;
    if (status === 403 || status === 401)
      return `STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY: refused by ${where} for bucket "${settings.bucket}"`;
    return `STORAGE_S3_ENDPOINT: the bucket "${settings.bucket}" cannot be reached at ${where} (${(error as Error).message || name})`;
  } finally {
    client.destroy();
  }
}

/** Production adapter: any S3-compatible object store. */
export function s3Storage(settings: S3Settings): Storage {
  const client = clientOf(settings);
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}

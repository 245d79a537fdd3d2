import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { clientOf, type S3Settings } from '../adapters/storage/s3.ts';
import type { S3ObjectList } from './manifest.ts';

/** The bucket's objects as the backup lists them: key, size and ETag. */
export async function listObjects(settings: S3Settings): Promise<S3ObjectList> {
  const client = clientOf(settings);
  const objects: S3ObjectList = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0, etag: object.ETag ?? null });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  } finally {
    client.destroy();
  }
}

export type Bucket = {
  get(key: string): Promise<Buffer>;
  put(key: string, body: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
  close(): void;
};

export function bucket(settings: S3Settings): Bucket {
  const client = clientOf(settings);
  return {
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body }));
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  DeleteObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AnswerDetail, FileRef, SavedAnswer } from '@cabildo/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../../src/adapters/storage/s3.ts';
import { files } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import { closedPort, startS3Server, type TestS3Server } from '../../support/protocol-servers.ts';

/**
 * The S3 storage adapter (STORAGE_S3_*) against an S3-protocol server started here (s3rver; issue 18
 * item 3): the port's put, get and delete, a missing object, and a whole answer with a photo through
 * the API with the files kept in the bucket.
 */

let s3: TestS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const keysIn = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  );

describe('the S3 storage port', () => {
  const settings = () => ({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

  it('puts an object with its type, reads it back byte for byte, deletes it', async () => {
    const storage = s3Storage(settings());
    const body = Buffer.concat([PNG, Buffer.alloc(300_000, 7)]);
    await storage.put('images/form-1/abcdefghijkl.png', body, 'image/png');
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'images/form-1/abcdefghijkl.png' }),
    );
    expect([head.ContentType, head.ContentLength]).toEqual(['image/png', body.length]);
    expect((await storage.get('images/form-1/abcdefghijkl.png'))!.equals(body)).toBe(true);

    await storage.delete('images/form-1/abcdefghijkl.png');
    expect(await keysIn('images/form-1/')).toEqual([]);
    expect(await storage.get('images/form-1/abcdefghijkl.png')).toBeNull();
  });

  it('a missing object reads as null and deletes without error', async () => {
    const storage = s3Storage(settings());
    expect(await storage.get('documents/nadie/doc-000000000000.pdf')).toBeNull();
    await expect(storage.delete('documents/nadie/doc-000000000000.pdf')).resolves.toBeUndefined();
  });

  it('a missing bucket or a store that is down throws (never reads as a missing file)', async () => {
    const noBucket = s3Storage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(noBucket.get('images/x/y.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(noBucket.put('images/x/y.png', PNG, 'image/png')).rejects.toThrow();
    const down = s3Storage({ ...settings(), endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(down.get('images/x/y.png')).rejects.toThrow();
  });
});

describe('answering with STORAGE_S3_* pointing at the S3 server', () => {
  let t: TestApp;
  let api: ReturnType<typeof answerApi>;
  let inspector: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp(s3.env);
    api = answerApi(t);
    inspector = await signIn(t.app, demoEmail('inspector'));
    admin = await signIn(t.app, demoEmail('admin'));
  });
  afterAll(async () => t.close());

  async function uploadPhoto(session: Session | null, name: string) {
    const form = new FormData();
    form.append('file', new Blob([PNG]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: `/api/files/answers?formId=${DEMO_FORM_IDS.noiseComplaint}&purpose=image`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...(session ? as(session) : {}), 'content-type': request.headers.get('content-type')! },
    });
  }

  const storageKeyOf = async (id: string) =>
    (await t.database.db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;

  it('uploads the photo to the bucket under the spec’s key, saves the answer, serves the photo from the bucket', async () => {
    const uploaded = await uploadPhoto(inspector, 'farola.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json() as FileRef;
    const key = await storageKeyOf(photo.id);
    expect(key).toMatch(new RegExp(`^images/${DEMO_FORM_IDS.noiseComplaint}/[A-Za-z0-9]{12}\\.png$`));
    expect(await keysIn(`images/${DEMO_FORM_IDS.noiseComplaint}/`)).toContain(key);

    const template = await api.template(inspector, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [0];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    answerOf(sections, 'denuncia', 'foto').images = [photo];
    const saved = await api.submit(inspector, DEMO_FORM_IDS.noiseComplaint, submission(sections));
    expect(saved.statusCode, saved.body).toBe(200);
    const { document } = (await api.read(inspector, (saved.json() as SavedAnswer).id)).json() as AnswerDetail;
    expect(answerOf(document.sections, 'denuncia', 'foto').images.map((image) => image.id)).toEqual([
      photo.id,
    ]);

    const served = await t.app.inject({ method: 'GET', url: photo.url, headers: as(inspector) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Bytes in the bucket, not on the disk: removed behind the product's back, the file is gone.
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    const missing = await t.app.inject({ method: 'GET', url: photo.url, headers: as(admin) });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('deletes a pending upload from the bucket', async () => {
    const photo = (await uploadPhoto(inspector, 'borrar.png')).json() as FileRef;
    const key = (await storageKeyOf(photo.id))!;
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(PNG)).toBe(true);
    const deleted = await t.app.inject({ method: 'DELETE', url: photo.url, headers: as(inspector) });
    expect(deleted.statusCode).toBe(204);
    expect(await keysIn(key)).toEqual([]);
  });

  it('a store that is down refuses the upload and leaves no file behind', async () => {
    const down = await startTestApp({
      ...s3.env,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
    });
    try {
      const session = await signIn(down.app, demoEmail('inspector'));
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'caida.png');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await down.app.inject({
        method: 'POST',
        url: `/api/files/answers?formId=${DEMO_FORM_IDS.noiseComplaint}&purpose=image`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...as(session), 'content-type': request.headers.get('content-type')! },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const rows = await down.database.db.select({ n: count() }).from(files);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});

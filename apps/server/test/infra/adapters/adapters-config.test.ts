import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpServerProblem } from '../../../src/adapters/mail/mailer.ts';
import { s3BucketProblem } from '../../../src/adapters/storage/s3.ts';
import { loadConfig } from '../../../src/config.ts';
import {
  closedPort,
  startS3Server,
  startSmtpServer,
  type TestS3Server,
  type TestSmtpServer,
} from '../../support/protocol-servers.ts';

/**
 * Each adapter's configuration is checked at start-up with a message naming the variable (issue 18
 * item 3): wrong values, a setting whose adapter is not configured, and — for the object store — a
 * bucket that is missing; the mail server is checked too, but only logged.
 */

describe('adapter settings are refused by name', () => {
  const refused: [Record<string, string>, RegExp][] = [
    [{ SMTP_URL: 'mail.example.org:25' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_URL: 'smtp://:587' }, /SMTP_URL: /],
    [{ SMTP_URL: 'smtp://mail.example.org:99999' }, /SMTP_URL: /],
    [{ MAIL_FROM: 'Cabildo' }, /MAIL_FROM: must be an e-mail address/],
    [{ MAIL_FROM: 'Cabildo <no-reply>' }, /MAIL_FROM: /],
    [{ STORAGE_S3_BUCKET: 'Mis_Archivos' }, /STORAGE_S3_BUCKET: must be a bucket name/],
    [{ STORAGE_S3_BUCKET: '192.168.0.1' }, /STORAGE_S3_BUCKET: /],
    [{ STORAGE_S3_BUCKET: 'archivos', STORAGE_S3_REGION: 'US East' }, /STORAGE_S3_REGION: /],
    [{ STORAGE_S3_BUCKET: 'archivos', STORAGE_S3_ENDPOINT: 'minio:9000' }, /STORAGE_S3_ENDPOINT: /],
    [{ STORAGE_S3_BUCKET: 'archivos', STORAGE_S3_ENDPOINT: 'ftp://minio:9000' }, /STORAGE_S3_ENDPOINT: /],
    [{ STORAGE_S3_ENDPOINT: 'http://minio:9000' }, /STORAGE_S3_BUCKET is required with STORAGE_S3_ENDPOINT/],
    [
      { STORAGE_S3_BUCKET: 'archivos', STORAGE_S3_ACCESS_KEY_ID: 'AKIA' },
      /STORAGE_S3_SECRET_ACCESS_KEY is required with STORAGE_S3_ACCESS_KEY_ID/,
    ],
    [{ MANAGEMENT_SYSTEM_URL: 'munigestion.local/api' }, /MANAGEMENT_SYSTEM_URL: /],
    [{ MANAGEMENT_SYSTEM_URL: 'ftp://munigestion.local' }, /MANAGEMENT_SYSTEM_URL: must be an http/],
    [
      { MANAGEMENT_SYSTEM_TOKEN: 'secreto' },
      /MANAGEMENT_SYSTEM_URL is required with MANAGEMENT_SYSTEM_TOKEN/,
    ],
    [{ CITIZEN_REGISTRY_URL: 'file:///etc/passwd' }, /CITIZEN_REGISTRY_URL: /],
    [{ CITIZEN_REGISTRY_TOKEN: 'secreto' }, /CITIZEN_REGISTRY_URL is required with CITIZEN_REGISTRY_TOKEN/],
    [{ CITIZEN_PORTAL_TOKEN: 'secreto' }, /CITIZEN_PORTAL_URL is required with CITIZEN_PORTAL_TOKEN/],
    [{ BOOKING_TOKEN: 'secreto' }, /BOOKING_URL is required with BOOKING_TOKEN/],
    [{ INTEGRATION_TIMEOUT_SECONDS: '0' }, /INTEGRATION_TIMEOUT_SECONDS: /],
    [{ INTEGRATION_TIMEOUT_SECONDS: 'diez' }, /INTEGRATION_TIMEOUT_SECONDS: /],
  ];
  for (const [env, message] of refused) {
    it(`refuses ${JSON.stringify(env)}`, () => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  }

  it('takes good values', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://avisos%40muni.gob.ar:p%C3%A1ss@mail.muni.gob.ar:465',
      MAIL_FROM: 'Municipalidad de Córdoba <avisos@muni.gob.ar>',
      STORAGE_S3_BUCKET: 'cabildo.archivos-2025',
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_REGION: 'auto',
      STORAGE_S3_ACCESS_KEY_ID: 'minio',
      STORAGE_S3_SECRET_ACCESS_KEY: 'minio-secret',
      MANAGEMENT_SYSTEM_URL: 'https://munigestion.example/api',
      MANAGEMENT_SYSTEM_TOKEN: 'secreto',
      INTEGRATION_TIMEOUT_SECONDS: '2.5',
    });
    expect(config.s3).toEqual({
      bucket: 'cabildo.archivos-2025',
      region: 'auto',
      endpoint: 'http://minio:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    });
    expect(config.integrationTimeoutMs).toBe(2500);
    expect(loadConfig({}).integrationTimeoutMs).toBe(10_000);
    expect(loadConfig({ MAIL_FROM: 'avisos@muni.gob.ar' }).mailFrom).toBe('avisos@muni.gob.ar');
  });
});

describe('start-up checks against the real servers', () => {
  let s3: TestS3Server;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    [s3, smtp] = await Promise.all([startS3Server(), startSmtpServer()]);
  });
  afterAll(async () => {
    await Promise.all([s3.close(), smtp.close()]);
  });
  const settings = () => ({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

  it('the bucket: found, missing, or its store down — each named', async () => {
    expect(await s3BucketProblem(settings())).toBeNull();
    expect(await s3BucketProblem({ ...settings(), bucket: 'no-existe' })).toMatch(
      /^STORAGE_S3_BUCKET: no bucket "no-existe" at http:\/\/127\.0\.0\.1:\d+$/,
    );
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await s3BucketProblem({ ...settings(), endpoint: down })).toMatch(
      /^STORAGE_S3_ENDPOINT: the bucket "cabildo-files" cannot be reached at http:\/\/127\.0\.0\.1:\d+/,
    );
  });

  it('the mail server: takes the account, refuses it, or is down — each named', async () => {
    expect(await smtpServerProblem(smtp.url)).toBeNull();
    expect(await smtpServerProblem(smtp.url.replace('smtp-secret', 'otra'))).toMatch(
      /^SMTP_URL: the mail server at 127\.0\.0\.1:\d+ does not take mail \(.*535/,
    );
    expect(await smtpServerProblem(`smtp://127.0.0.1:${await closedPort()}`)).toMatch(/^SMTP_URL: /);
  });

  describe('the server itself', () => {
    const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-start-'));
    });
    afterAll(async () => rm(dataDir, { recursive: true, force: true }));

    /** Starts `src/main.ts` as `npm start` does and returns how it ended (it must end: refused). */
    const start = async (env: Record<string, string>) => {
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=@cabildo/source', 'src/main.ts'],
        {
          cwd: serverDir,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env },
          timeout: 60_000,
        },
      );
      return run.then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    };

    it('refuses to start on a wrong SMTP_URL, and on a bucket that is not there, naming the variable', async () => {
      const [smtpRefused, bucketRefused] = await Promise.all([
        start({ SMTP_URL: 'mail.example.org:25' }),
        start({ ...s3.env, STORAGE_S3_BUCKET: 'otro-bucket' }),
      ]);
      expect(smtpRefused.code).toBe(1);
      expect(smtpRefused.stderr).toContain('Invalid configuration:');
      expect(smtpRefused.stderr).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(bucketRefused.code).toBe(1);
      expect(bucketRefused.stderr).toContain('STORAGE_S3_BUCKET: no bucket "otro-bucket"');
      // The message alone, no stack trace.
      expect(bucketRefused.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    });
  });
});

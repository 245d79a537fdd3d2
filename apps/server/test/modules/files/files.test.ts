import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let supervisor: Session;
let inspector: Session;
beforeAll(async () => {
  t = await startTestApp();
  supervisor = await signIn(t.app, demoEmail('supervisor'));
  inspector = await signIn(t.app, demoEmail('inspector'));
});
afterAll(async () => t.close());

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body exactly as a browser sends it. */
async function multipart(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const upload = async (session: Session | null, bytes: Buffer, name: string) => {
  const { body, contentType } = await multipart(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/header-image',
    payload: body,
    headers: { ...(session ? as(session) : {}), 'content-type': contentType },
  });
};

describe('header image upload', () => {
  it('stores a png and serves the same bytes back', async () => {
    const response = await upload(supervisor, PNG, 'cabecera.png');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const file = await t.app.inject({ method: 'GET', url: response.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the content, not the name', async () => {
    const svg = await upload(
      supervisor,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'logo.png',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.code).toBe('FILE_TYPE_INVALID');
  });

  it('refuses a real png whose name says another type', async () => {
    const misnamed = await upload(supervisor, PNG, 'cabecera.jpg');
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().error.code).toBe('FILE_TYPE_INVALID');
    expect((await upload(supervisor, PNG, 'cabecera')).statusCode).toBe(200);
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(supervisor, big, 'grande.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('is for those who edit forms only', async () => {
    expect((await upload(inspector, PNG, 'x.png')).statusCode).toBe(403);
    expect((await upload(null, PNG, 'x.png')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

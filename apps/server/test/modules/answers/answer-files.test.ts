import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, municipalities, userAreas } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { PENDING_FILE_MAX_AGE_MS, sweepPendingFiles } from '../../../src/modules/files/sweep.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let supervisor: Session;
let otherArea: Session;
let privateFormId: string;
let publicFormId: string;

/** A form with one question taking images and documents, and a staff signature. */
const formBody = (title: string, isPublic: boolean) => ({
  title,
  areaIds: [DEMO_IDS.obrasPrivadas],
  options: { public: isPublic },
  signatures: [{ index: 0, title: 'Firma', type: 'both', signatory: 'staff' }],
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Evidencia',
      questions: [
        { id: 'q1', order: 0, title: 'Adjuntos', kind: 'open', attachImage: true, attachDocument: true },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  // A supervisor of another area of the same municipality.
  const corrector = demoEmail('supervisor-corrector');
  const correctorId = (await signIn(t.app, corrector)).userId;
  await t.database.db.delete(userAreas).where(eq(userAreas.userId, correctorId));
  await t.database.db.insert(userAreas).values({ userId: correctorId, areaId: DEMO_IDS.ambiente });
  otherArea = await signIn(t.app, corrector);
  supervisor = await signIn(t.app, demoEmail('supervisor'));
  for (const [isPublic, set] of [
    [false, (id: string) => (privateFormId = id)],
    [true, (id: string) => (publicFormId = id)],
  ] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      payload: formBody(isPublic ? 'Denuncia pública' : 'Inspección privada', isPublic),
      headers: as(supervisor),
    });
    expect(created.statusCode).toBe(200);
    set(created.json().id);
  }
});
afterAll(async () => t.close());

/** A real zip (entries stored), with its central directory. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const [nameBytes, data] = [Buffer.from(name), Buffer.from(content)];
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('calle;altura\nSan Martín;123\n');
const DOCX = zip([
  ['[Content_Types].xml', '<Types/>'],
  ['word/document.xml', '<w:document/>'],
]);
const ODS = zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2')]);
const KML = Buffer.from('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>');
const KMZ = zip([['doc.kml', KML.toString()]]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0'), Buffer.alloc(64)]);

async function multipart(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

type Caller = Session | { cookie: string } | null;
const headersOf = (caller: Caller) =>
  caller === null ? {} : 'csrfToken' in caller ? as(caller) : { cookie: caller.cookie };

async function upload(caller: Caller, purpose: string, bytes: Buffer, name: string, formId = privateFormId) {
  const { body, contentType } = await multipart(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=${purpose}`,
    payload: body,
    headers: { ...headersOf(caller), 'content-type': contentType },
  });
}
const read = (caller: Caller, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headersOf(caller) });
const remove = (caller: Caller, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: headersOf(caller) });
const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0]!;

describe('uploading while answering', () => {
  const accepted: [string, Buffer, string, string][] = [
    ['image', PNG, 'foto.png', 'image/png'],
    ['image', JPEG, 'foto.jpeg', 'image/jpeg'],
    ['document', PDF, 'acta.pdf', 'application/pdf'],
    ['document', CSV, 'datos.csv', 'text/csv'],
    [
      'document',
      DOCX,
      'informe.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['document', ODS, 'planilla.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['kml', KML, 'zona.kml', 'application/vnd.google-earth.kml+xml'],
    ['kml', KMZ, 'zona.kmz', 'application/vnd.google-earth.kmz'],
    ['signature', PNG, 'firma.png', 'image/png'],
    ['email-attachment', PDF, 'adjunto.pdf', 'application/pdf'],
  ];
  it.each(accepted)('takes a real %s (%s)', async (purpose, bytes, name, contentType) => {
    const response = await upload(supervisor, purpose, bytes, name);
    expect(response.statusCode).toBe(200);
    const ref = response.json();
    expect(ref).toMatchObject({ url: `/api/files/${ref.id}`, name, contentType, size: bytes.length });
    const row = await rowOf(ref.id);
    expect(row).toMatchObject({
      formId: privateFormId,
      purpose,
      uploadedBy: supervisor.userId,
      answerId: null,
    });
  });

  it.each(['image', 'document', 'kml', 'signature', 'email-attachment'])(
    'refuses a renamed program as %s',
    async (purpose) => {
      for (const name of ['photo.png', 'report.pdf', 'zona.kml']) {
        const response = await upload(supervisor, purpose, EXE, name);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('FILE_TYPE_INVALID');
      }
    },
  );

  it('refuses a zip without office content, and a type of another purpose', async () => {
    const plain = await upload(supervisor, 'document', zip([['run.exe', 'MZ']]), 'informe.docx');
    expect(plain.json().error.code).toBe('FILE_TYPE_INVALID');
    expect((await upload(supervisor, 'image', PDF, 'foto.png')).json().error.code).toBe('FILE_TYPE_INVALID');
    const jpegSignature = await upload(supervisor, 'signature', JPEG, 'firma.png');
    expect(jpegSignature.json().error).toMatchObject({
      code: 'FILE_TYPE_INVALID',
      message: 'The file format is not valid.',
      details: { key: 'uploads.errors.signatureBadFormat' },
    });
  });

  it('refuses files over the limit of their purpose, with its catalogue key', async () => {
    const over = (head: Buffer, bytes: number) =>
      Buffer.concat([head, Buffer.alloc(bytes + 1 - head.length)]);
    const cases: [string, Buffer, string][] = [
      ['image', over(PNG, 5 * 1024 * 1024), 'uploads.errors.imageTooBig'],
      ['document', over(PDF, 5 * 1024 * 1024), 'uploads.errors.fileTooBig'],
      ['signature', over(PNG, 1048576), 'uploads.errors.signatureTooBig'],
      ['kml', over(KML, 50 * 1024 * 1024), 'uploads.errors.largeFileTooBig'],
    ];
    for (const [purpose, bytes, key] of cases) {
      const response = await upload(supervisor, purpose, bytes, 'grande');
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', details: { key } });
    }
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(1048576 - PNG.length)]);
    expect((await upload(supervisor, 'signature', atLimit, 'firma.png')).statusCode).toBe(200);
  });

  it('takes videos only where the municipality allows them', async () => {
    const refused = await upload(supervisor, 'video', MP4, 'clip.mp4');
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'VIDEO_NOT_ENABLED']);
    await t.database.db
      .update(municipalities)
      .set({ settings: { videoAttachments: true } })
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    const allowed = await upload(supervisor, 'video', MP4, 'clip.mp4');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().contentType).toBe('video/mp4');
    expect((await upload(supervisor, 'video', EXE, 'clip.mp4')).json().error.code).toBe('FILE_TYPE_INVALID');
  });

  it('stores under the keys of the spec, with the detected extension', async () => {
    const keyOf = async (purpose: string, bytes: Buffer, name: string) =>
      (await rowOf((await upload(supervisor, purpose, bytes, name)).json().id)).storageKey;
    const form = privateFormId;
    expect(await keyOf('image', JPEG, 'foto.jpg')).toMatch(
      new RegExp(`^images/${form}/[A-Za-z0-9]{12}\\.jpg$`),
    );
    expect(await keyOf('document', DOCX, 'informe')).toMatch(
      new RegExp(`^documents/${form}/doc-[A-Za-z0-9]{12}\\.docx$`),
    );
    expect(await keyOf('video', MP4, 'clip')).toMatch(new RegExp(`^videos/${form}/[A-Za-z0-9]{12}\\.mp4$`));
    expect(await keyOf('kml', KMZ, 'zona')).toMatch(new RegExp(`^kml/${form}/[A-Za-z0-9]{12}\\.kmz$`));
    const signature = await keyOf('signature', PNG, 'firma');
    expect(signature).toMatch(new RegExp(`^signatures/${form}/[A-Za-z0-9]{12}\\.png$`));
    expect(await keyOf('email-attachment', CSV, 'datos')).toMatch(
      /^sendEmailv3\/adjunto-[A-Za-z0-9]{12}\.csv$/,
    );
    expect(existsSync(path.join(t.config.dataDir, 'files', signature))).toBe(true);
  });

  it('refuses a file whose name and content disagree, never renaming it', async () => {
    const text = Buffer.from('nombre;valor\nuno;1\n');
    for (const [purpose, bytes, name] of [
      ['document', text, 'fake.png'],
      ['image', text, 'fake.png'],
      ['image', JPEG, 'foto.png'],
      ['document', PDF, 'acta.docx'],
      ['email-attachment', CSV, 'datos.pdf'],
    ] as const) {
      const response = await upload(supervisor, purpose, bytes, name);
      expect(response.statusCode, `${purpose} ${name}`).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'FILE_TYPE_INVALID',
        details: { key: 'uploads.errors.badFormat' },
      });
    }
    expect((await t.database.db.select().from(files)).map((row) => row.originalName)).not.toContain(
      'fake.csv',
    );
  });

  it('names the file after its real type', async () => {
    const nameOf = async (purpose: string, bytes: Buffer, name: string) =>
      (await upload(supervisor, purpose, bytes, name)).json().name;
    expect(await nameOf('image', JPEG, 'foto.jpg')).toBe('foto.jpg');
    expect(await nameOf('image', JPEG, 'FOTO.JPEG')).toBe('FOTO.JPEG');
    expect(await nameOf('document', DOCX, 'informe')).toBe('informe.docx');
    expect(await nameOf('document', PDF, 'C:\\fakepath\\acta\u0007.pdf')).toBe('acta.pdf');
  });

  it('needs a form the caller may answer', async () => {
    const anonymousPrivate = await upload(null, 'image', PNG, 'foto.png');
    expect(anonymousPrivate.statusCode).toBe(404);
    expect((await upload(otherArea, 'image', PNG, 'foto.png')).json().error.code).toBe('FORM_NOT_IN_AREAS');
    expect((await upload(supervisor, 'image', PNG, 'foto.png', randomUUID())).statusCode).toBe(404);
    expect((await upload(null, 'email-attachment', PDF, 'a.pdf', publicFormId)).statusCode).toBe(401);
    const badPurpose = await upload(supervisor, 'header-image', PNG, 'foto.png');
    expect(badPurpose.statusCode).toBe(400);
    const noCsrf = await upload({ cookie: supervisor.cookie }, 'image', PNG, 'foto.png');
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('reading and deleting answer files', () => {
  it('serves a pending file only to its uploader, privately, documents as attachments', async () => {
    const ref = (await upload(supervisor, 'document', PDF, 'acta de inspección.pdf')).json();
    const mine = await read(supervisor, ref.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toMatch(/^private/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="acta de inspecci_n.pdf"; filename*=UTF-8''acta%20de%20inspecci%C3%B3n.pdf`,
    );
    expect((await read(otherArea, ref.url)).statusCode).toBe(403);
    expect((await read(null, ref.url)).statusCode).toBe(401);

    const image = (await upload(supervisor, 'image', PNG, 'foto.png')).json();
    expect((await read(supervisor, image.url)).headers['content-disposition']).toMatch(/^inline/);
  });

  it('lets an anonymous browser upload on a public form and read back only its own files', async () => {
    const response = await upload(null, 'image', PNG, 'foto.png', publicFormId);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'cabildo_upload')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const browser = { cookie: `cabildo_upload=${cookie.value}` };
    expect((await rowOf(response.json().id)).uploadedBy).toBeNull();
    expect((await read(browser, response.json().url)).statusCode).toBe(200);
    expect((await read({ cookie: 'cabildo_upload=someone-else' }, response.json().url)).statusCode).toBe(401);
    expect((await read(null, response.json().url)).statusCode).toBe(401);
    // The same browser keeps its cookie for its next uploads.
    const second = await upload(browser, 'document', CSV, 'datos.csv', publicFormId);
    expect(second.cookies.find((c) => c.name === 'cabildo_upload')).toBeUndefined();
    expect((await read(browser, second.json().url)).statusCode).toBe(200);
  });

  it('deletes a pending file for its uploader only', async () => {
    const ref = (await upload(supervisor, 'image', PNG, 'foto.png')).json();
    const key = (await rowOf(ref.id)).storageKey;
    expect((await remove(otherArea, ref.id)).statusCode).toBe(403);
    expect((await remove(null, ref.id)).statusCode).toBe(401);
    expect((await remove({ cookie: 'cabildo_upload=someone-else' }, ref.id)).statusCode).toBe(403);
    expect((await remove({ cookie: supervisor.cookie }, ref.id)).statusCode).toBe(403);
    expect((await remove(supervisor, ref.id)).statusCode).toBe(204);
    expect(existsSync(path.join(t.config.dataDir, 'files', key))).toBe(false);
    expect((await read(supervisor, ref.url)).statusCode).toBe(404);
    expect((await remove(supervisor, ref.id)).statusCode).toBe(404);

    const anonymous = await upload(null, 'image', PNG, 'foto.png', publicFormId);
    const browser = {
      cookie: `cabildo_upload=${anonymous.cookies.find((c) => c.name === 'cabildo_upload')!.value}`,
    };
    expect((await remove(supervisor, anonymous.json().id)).statusCode).toBe(403);
    expect((await remove(browser, anonymous.json().id)).statusCode).toBe(204);
  });

  it('never serves or deletes header images as answer files', async () => {
    const { body, contentType } = await multipart(PNG, 'cabecera.png');
    const header = await t.app.inject({
      method: 'POST',
      url: '/api/files/header-image',
      payload: body,
      headers: { ...as(supervisor), 'content-type': contentType },
    });
    expect((await read(null, header.json().url)).headers['cache-control']).toMatch(/^public/);
    expect((await remove(supervisor, header.json().id)).statusCode).toBe(403);
  });
});

describe('files of a saved answer', () => {
  const save = (
    caller: Caller,
    formId: string,
    mode: string,
    images: unknown[],
    documents: unknown[],
    signature: unknown,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/answering/forms/${formId}/answers?mode=${mode}`,
      headers: headersOf(caller),
      payload: {
        clientSubmissionId: randomUUID(),
        sections: [{ sectionId: 's1', rows: [{ answers: [{ questionId: 'q1', images, documents }] }] }],
        signatures: signature ? [{ index: 0, file: signature, signatoryName: 'Ana Pérez' }] : [],
      },
    });

  it('are read by those who may read the answer, and no longer deleted', async () => {
    const image = (await upload(supervisor, 'image', PNG, 'foto.png')).json();
    const document = (await upload(supervisor, 'document', PDF, 'acta.pdf')).json();
    const signature = (await upload(supervisor, 'signature', PNG, 'firma.png')).json();
    const saved = await save(supervisor, privateFormId, 'inspection', [image], [document], signature);
    expect(saved.statusCode).toBe(200);
    expect((await rowOf(image.id)).answerId).toBe(saved.json().id);

    const admin = await signIn(t.app, demoEmail('admin'));
    for (const ref of [image, document, signature]) {
      expect((await read(supervisor, ref.url)).statusCode).toBe(200);
      expect((await read(admin, ref.url)).statusCode).toBe(200);
      expect((await read(otherArea, ref.url)).statusCode).toBe(403);
      expect((await read(null, ref.url)).statusCode).toBe(401);
    }
    expect((await remove(supervisor, image.id)).statusCode).toBe(403);
    expect((await rowOf(image.id)).answerId).toBe(saved.json().id);
  });

  it("of a public form are the staff's once sent, not the anonymous browser's", async () => {
    const anonymous = await upload(null, 'image', PNG, 'foto.png', publicFormId);
    const browser = {
      cookie: `cabildo_upload=${anonymous.cookies.find((c) => c.name === 'cabildo_upload')!.value}`,
    };
    const ref = anonymous.json();
    const saved = await save(browser, publicFormId, 'public', [ref], [], null);
    expect(saved.statusCode).toBe(200);
    expect((await read(browser, ref.url)).statusCode).toBe(401);
    expect((await read(supervisor, ref.url)).statusCode).toBe(200);
    expect((await remove(browser, ref.id)).statusCode).toBe(403);
  });

  it("cannot be claimed by someone else's answer", async () => {
    const ref = (await upload(supervisor, 'image', PNG, 'foto.png')).json();
    const admin = await signIn(t.app, demoEmail('admin'));
    const stolen = await save(admin, privateFormId, 'inspection', [ref], [], null);
    expect(stolen.statusCode).toBe(400);
    expect((await rowOf(ref.id)).answerId).toBeNull();
  });
});

describe('sweeping pending files', () => {
  it('deletes answer uploads and e-mail attachments left pending over a day, row and bytes, in batches', async () => {
    const ids = async (...uploads: Promise<{ json: () => { id: string } }>[]) =>
      (await Promise.all(uploads)).map((response) => response.json().id);
    const stale = await ids(
      upload(supervisor, 'image', PNG, 'vieja.png'),
      upload(supervisor, 'document', PDF, 'vieja.pdf'),
      upload(supervisor, 'email-attachment', PDF, 'adjunto-viejo.pdf'),
      upload(null, 'image', PNG, 'anonima.png', publicFormId),
      upload(supervisor, 'signature', PNG, 'firma-vieja.png'),
    );
    const [fresh] = await ids(upload(supervisor, 'image', PNG, 'nueva.png'));
    // An old file an answer claimed, and an old header image, stay.
    const [claimed] = await ids(upload(supervisor, 'image', PNG, 'enviada.png'));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/answering/forms/${privateFormId}/answers?mode=inspection`,
      headers: as(supervisor),
      payload: {
        clientSubmissionId: randomUUID(),
        sections: [
          {
            sectionId: 's1',
            rows: [
              {
                answers: [
                  {
                    questionId: 'q1',
                    images: [{ id: claimed, url: '', name: 'x', contentType: 'image/png', size: 1 }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { body, contentType } = await multipart(PNG, 'cabecera.png');
    const header = (
      await t.app.inject({
        method: 'POST',
        url: '/api/files/header-image',
        payload: body,
        headers: { ...as(supervisor), 'content-type': contentType },
      })
    ).json().id as string;

    const dayAgo = new Date(Date.now() - PENDING_FILE_MAX_AGE_MS);
    const old = new Date(dayAgo.getTime() - 60_000);
    await t.database.db
      .update(files)
      .set({ createdAt: old })
      .where(inArray(files.id, [...stale, claimed!, header]));
    const keys = new Map<string, string>();
    for (const id of [...stale, fresh!, claimed!, header]) keys.set(id, (await rowOf(id)).storageKey);
    const stored = (id: string) => existsSync(path.join(t.config.dataDir, 'files', keys.get(id)!));
    for (const id of keys.keys()) expect(stored(id)).toBe(true);

    expect(await sweepPendingFiles(t.app.ctx, { before: dayAgo, batchSize: 2 })).toBe(stale.length);
    const left = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [...keys.keys()]));
    expect(left.map((row) => row.id).sort()).toEqual([fresh!, claimed!, header].sort());
    for (const id of stale) expect(stored(id)).toBe(false);
    for (const id of [fresh!, claimed!, header]) expect(stored(id)).toBe(true);
    expect((await read(supervisor, `/api/files/${stale[0]}`)).statusCode).toBe(404);
    // Nothing left to sweep.
    expect(await sweepPendingFiles(t.app.ctx, { before: dayAgo })).toBe(0);
  });
});

describe('anonymous upload rate', () => {
  it('limits anonymous uploads per address', async () => {
    let last = 200;
    for (let index = 0; index < 61 && last !== 429; index++) {
      last = (await upload(null, 'image', PNG, 'foto.png', publicFormId)).statusCode;
    }
    expect(last).toBe(429);
    // Signed-in people are not counted.
    expect((await upload(supervisor, 'image', PNG, 'foto.png', publicFormId)).statusCode).toBe(200);
  });
});

import { DEFAULT_PDF_SETTINGS, LOGO_MAX_BYTES, type PdfSettings } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, pdfSettings, userAreas, users } from '../../../src/db/schema/index.ts';
import { recordSettings } from '../../../src/modules/records/settings-repository.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { encodePng } from '../../../src/seed/png.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * PDF settings (spec part 3 §2, §3, §5, §8, §9; issue 15) through HTTP on a real database: defaults,
 * round trip, who may read and change them (never another municipality's), bounds, the logo by
 * content and size, and the portable print / logo exclusion both ways.
 */
let t: TestApp;
const sessions: Record<string, Session> = {};
const CORDOBA = DEMO_IDS.cordoba;
const CARLOS_PAZ = DEMO_IDS.carlosPaz;
const settingsUrl = (municipality: string) => `/api/municipalities/${municipality}/pdf-settings`;
const logoUrl = (municipality: string) => `${settingsUrl(municipality)}/logo`;

// A real 240x80 PNG and a real 96x40 JPEG (drawn by Chromium).
const PNG_240x80 = encodePng(240, 80, (x) => [29, 78 + (x % 50), 137]);
const JPEG_96x40 = Buffer.from(
  [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA',
    'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA',
    'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA',
    'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA',
    'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA',
    'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4M',
    'ChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a',
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoAGADASIAAhEB',
    'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQF',
    '/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhANJCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//9k=',
  ].join(''),
  'base64',
);

const SETTINGS: PdfSettings = {
  logoPosition: 'right',
  municipalityName: 'Municipalidad de Córdoba',
  extraInfo: 'Marcelo T. de Alvear 120 · 0800-888-2222',
  fontSizes: { title: 22, section: 15, question: 10, answer: 11 },
  spacing: { sections: 20, questions: 8 },
  removeUnanswered: true,
  portablePrint: false,
};

beforeAll(async () => {
  t = await startTestApp();
  for (const slug of [
    'admin',
    'supervisor',
    'supervisor-elevado',
    'generador',
    'inspector',
    'generador-respuestas',
  ]) {
    sessions[slug] = await signIn(t.app, demoEmail(slug));
  }
  // A supervisor of Villa Carlos Paz (the demo users are all of Córdoba).
  const email = demoEmail('supervisor-duplicador');
  const { userId } = await signIn(t.app, email);
  await t.database.db.update(users).set({ municipalityId: CARLOS_PAZ }).where(eq(users.id, userId));
  await t.database.db.delete(userAreas).where(eq(userAreas.userId, userId));
  await t.database.db.insert(userAreas).values({ userId, areaId: DEMO_IDS.inspeccionGeneral });
  sessions.foreign = await signIn(t.app, email);
});
afterAll(async () => t.close());

const call = (who: string | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? as(sessions[who]!) : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** A multipart body exactly as a browser sends it. */
async function multipart(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
const uploadLogo = async (who: string, municipality: string, bytes: Buffer, name: string) => {
  const { body, contentType } = await multipart(bytes, name);
  return t.app.inject({
    method: 'PUT',
    url: logoUrl(municipality),
    payload: body,
    headers: { ...as(sessions[who]!), 'content-type': contentType },
  });
};
const stored = async (municipality: string) =>
  (await t.database.db.select().from(pdfSettings).where(eq(pdfSettings.municipalityId, municipality)))[0];

describe('settings', () => {
  it('are the defaults, without a logo, until someone sets them', async () => {
    const own = await call('supervisor', 'GET', settingsUrl(CORDOBA));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ settings: DEFAULT_PDF_SETTINGS, hasLogo: false });
    expect(await recordSettings(t.app.ctx, CORDOBA)).toEqual({ settings: DEFAULT_PDF_SETTINGS, logo: null });
    expect(await stored(CORDOBA)).toBeUndefined();
  });

  it('are saved and read back, and the change is audited', async () => {
    const saved = await call('supervisor', 'PUT', settingsUrl(CORDOBA), SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: SETTINGS, hasLogo: false });
    expect((await call('inspector', 'GET', settingsUrl(CORDOBA))).json()).toEqual({
      settings: SETTINGS,
      hasLogo: false,
    });
    expect((await recordSettings(t.app.ctx, CORDOBA)).settings).toEqual(SETTINGS);
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'pdf_settings'), eq(auditEvents.subjectId, CORDOBA)));
    expect(entry).toMatchObject({
      action: 'update',
      actorId: sessions.supervisor!.userId,
      before: DEFAULT_PDF_SETTINGS,
      after: SETTINGS,
    });
    // Texts are trimmed; what is left out gets its default.
    const partial = await call('supervisor', 'PUT', settingsUrl(CORDOBA), {
      ...SETTINGS,
      municipalityName: '  Córdoba  ',
      spacing: undefined,
    });
    expect(partial.json().settings).toMatchObject({
      municipalityName: 'Córdoba',
      spacing: DEFAULT_PDF_SETTINGS.spacing,
    });
    await call('supervisor', 'PUT', settingsUrl(CORDOBA), SETTINGS);
  });

  it('out of bounds are refused with VALIDATION_FAILED and change nothing', async () => {
    const before = await stored(CORDOBA);
    const bad: object[] = [
      { ...SETTINGS, fontSizes: { ...SETTINGS.fontSizes, title: 29 } },
      { ...SETTINGS, fontSizes: { ...SETTINGS.fontSizes, answer: 6 } },
      { ...SETTINGS, fontSizes: { ...SETTINGS.fontSizes, question: 9.5 } },
      { ...SETTINGS, spacing: { ...SETTINGS.spacing, sections: -1 } },
      { ...SETTINGS, spacing: { ...SETTINGS.spacing, questions: 25 } },
      { ...SETTINGS, logoPosition: 'top' },
      { ...SETTINGS, municipalityName: 'x'.repeat(121) },
      { ...SETTINGS, extraInfo: 'x'.repeat(501) },
      { ...SETTINGS, portablePrint: 'yes' },
    ];
    for (const body of bad) {
      const response = await call('supervisor', 'PUT', settingsUrl(CORDOBA), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await stored(CORDOBA)).toEqual(before);
  });
});

describe('who may read and change them', () => {
  it.each([
    ['admin', 200, 200],
    ['supervisor-elevado', 200, 200],
    ['supervisor', 200, 200],
    ['generador', 200, 200],
    // May read answers of the municipality (its records show the logo), not update forms.
    ['inspector', 200, 403],
    ['generador-respuestas', 200, 403],
    // A supervisor of another municipality: neither.
    ['foreign', 403, 403],
  ] as const)('%s: read %i, change %i', async (who, read, change) => {
    expect((await call(who, 'GET', settingsUrl(CORDOBA))).statusCode).toBe(read);
    expect((await call(who, 'GET', logoUrl(CORDOBA))).statusCode).toBe(read === 200 ? 404 : 403); // no logo yet
    const before = await stored(CORDOBA);
    const put = await call(who, 'PUT', settingsUrl(CORDOBA), { ...SETTINGS, extraInfo: `by ${who}` });
    expect(put.statusCode).toBe(change);
    const upload = await uploadLogo(who, CORDOBA, PNG_240x80, 'logo.png');
    expect(upload.statusCode).toBe(change);
    const removed = await call(who, 'DELETE', logoUrl(CORDOBA));
    expect(removed.statusCode).toBe(change);
    if (change === 403) {
      expect(put.json().error.code).toBe('FORBIDDEN');
      expect(upload.json().error.code).toBe('FORBIDDEN');
      expect(await stored(CORDOBA)).toEqual(before);
    }
    await call('admin', 'PUT', settingsUrl(CORDOBA), SETTINGS);
  });

  it("another municipality's settings are refused to its neighbours, both ways, and open to the admin", async () => {
    // The Carlos Paz supervisor sets its own; Córdoba's people can neither read nor change them.
    expect(
      (await call('foreign', 'PUT', settingsUrl(CARLOS_PAZ), { ...SETTINGS, municipalityName: 'VCP' }))
        .statusCode,
    ).toBe(200);
    expect((await uploadLogo('foreign', CARLOS_PAZ, JPEG_96x40, 'vcp.jpg')).statusCode).toBe(200);
    for (const who of ['supervisor-elevado', 'supervisor', 'inspector']) {
      expect((await call(who, 'GET', settingsUrl(CARLOS_PAZ))).statusCode).toBe(403);
      expect((await call(who, 'GET', logoUrl(CARLOS_PAZ))).statusCode).toBe(403);
      expect((await call(who, 'PUT', settingsUrl(CARLOS_PAZ), SETTINGS)).statusCode).toBe(403);
      expect((await uploadLogo(who, CARLOS_PAZ, PNG_240x80, 'x.png')).statusCode).toBe(403);
      expect((await call(who, 'DELETE', logoUrl(CARLOS_PAZ))).statusCode).toBe(403);
    }
    const carlosPaz = await recordSettings(t.app.ctx, CARLOS_PAZ);
    expect(carlosPaz.settings.municipalityName).toBe('VCP');
    expect(carlosPaz.logo).toMatchObject({ type: 'image/jpeg', width: 96, height: 40 });
    expect(carlosPaz.logo!.bytes.equals(JPEG_96x40)).toBe(true);
    // Córdoba's stay Córdoba's.
    expect((await recordSettings(t.app.ctx, CORDOBA)).settings).toEqual(SETTINGS);
    // The admin, any municipality; an unknown one is not found; without a session, 401.
    expect((await call('admin', 'GET', settingsUrl(CARLOS_PAZ))).json()).toMatchObject({ hasLogo: true });
    expect((await call('admin', 'DELETE', logoUrl(CARLOS_PAZ))).json()).toMatchObject({ hasLogo: false });
    const unknown = '00000000-0000-4000-8000-000000009999';
    expect((await call('admin', 'GET', settingsUrl(unknown))).statusCode).toBe(404);
    expect((await call('admin', 'PUT', settingsUrl(unknown), SETTINGS)).statusCode).toBe(404);
    expect((await call(null, 'GET', settingsUrl(CORDOBA))).statusCode).toBe(401);
    expect((await call('admin', 'GET', settingsUrl('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('the logo', () => {
  it('is checked by content: a PNG named .jpg is stored as a PNG with its size, and served back', async () => {
    const response = await uploadLogo('supervisor', CORDOBA, PNG_240x80, 'escudo.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: SETTINGS, hasLogo: true });
    const logo = (await recordSettings(t.app.ctx, CORDOBA)).logo;
    expect(logo).toMatchObject({ type: 'image/png', width: 240, height: 80 });
    expect(logo!.bytes.equals(PNG_240x80)).toBe(true);
    const image = await call('inspector', 'GET', logoUrl(CORDOBA));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_240x80)).toBe(true);
    expect((await call('inspector', 'GET', settingsUrl(CORDOBA))).json().hasLogo).toBe(true);
  });

  it('a JPEG replaces it', async () => {
    expect((await uploadLogo('supervisor', CORDOBA, JPEG_96x40, 'escudo.jpeg')).statusCode).toBe(200);
    expect((await recordSettings(t.app.ctx, CORDOBA)).logo).toMatchObject({
      type: 'image/jpeg',
      width: 96,
      height: 40,
    });
    const entries = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, CORDOBA), eq(auditEvents.action, 'logo.upload')));
    expect(entries.at(-1)).toMatchObject({
      before: { type: 'image/png', width: 240, height: 80, size: PNG_240x80.length },
      after: { type: 'image/jpeg', width: 96, height: 40, size: JPEG_96x40.length },
    });
  });

  it('anything but a PNG or JPEG is refused with LOGO_FORMAT_INVALID, whatever its name; nothing changes', async () => {
    const before = await stored(CORDOBA);
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not an image'), 'logo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'logo.gif'],
      [PNG_240x80.subarray(0, 12), 'cut.png'],
    ];
    for (const [bytes, name] of cases) {
      const response = await uploadLogo('supervisor', CORDOBA, bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code).toBe('LOGO_FORMAT_INVALID');
    }
    expect(await stored(CORDOBA)).toEqual(before);
  });

  it('over 5 MB is refused with LOGO_TOO_LARGE; exactly 5 MB is taken', async () => {
    const before = await stored(CORDOBA);
    const padded = (size: number) => Buffer.concat([PNG_240x80, Buffer.alloc(size - PNG_240x80.length)]);
    const over = await uploadLogo('supervisor', CORDOBA, padded(LOGO_MAX_BYTES + 1), 'grande.png');
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('LOGO_TOO_LARGE');
    expect(await stored(CORDOBA)).toEqual(before);
    expect((await uploadLogo('supervisor', CORDOBA, padded(LOGO_MAX_BYTES), 'justo.png')).statusCode).toBe(
      200,
    );
    expect((await recordSettings(t.app.ctx, CORDOBA)).logo!.bytes.length).toBe(LOGO_MAX_BYTES);
  });

  it('no file at all is a validation error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: logoUrl(CORDOBA),
      payload: '',
      headers: { ...as(sessions.supervisor!), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('portable print and a logo exclude each other (spec part 3 §5)', () => {
  it('portable print is refused while a logo is stored, nothing changed', async () => {
    await uploadLogo('supervisor', CORDOBA, PNG_240x80, 'logo.png');
    const before = await stored(CORDOBA);
    const response = await call('supervisor', 'PUT', settingsUrl(CORDOBA), {
      ...SETTINGS,
      portablePrint: true,
      extraInfo: 'changed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('LOGO_WITH_PORTABLE_PRINT');
    expect(await stored(CORDOBA)).toEqual(before);
  });

  it('once the logo is removed, portable print is taken; then a logo is refused, nothing changed', async () => {
    const removed = await call('supervisor', 'DELETE', logoUrl(CORDOBA));
    expect(removed.json()).toEqual({ settings: SETTINGS, hasLogo: false });
    expect((await call('supervisor', 'GET', logoUrl(CORDOBA))).statusCode).toBe(404);
    expect((await call('supervisor', 'DELETE', logoUrl(CORDOBA))).statusCode).toBe(200); // nothing to remove
    const portable = await call('supervisor', 'PUT', settingsUrl(CORDOBA), {
      ...SETTINGS,
      portablePrint: true,
    });
    expect(portable.statusCode).toBe(200);
    const before = await stored(CORDOBA);
    const upload = await uploadLogo('supervisor', CORDOBA, PNG_240x80, 'logo.png');
    expect(upload.statusCode).toBe(409);
    expect(upload.json().error.code).toBe('LOGO_WITH_PORTABLE_PRINT');
    expect(await stored(CORDOBA)).toEqual(before);
    expect((await recordSettings(t.app.ctx, CORDOBA)).logo).toBeNull();
  });

  it('sent at the same time, one of the two wins, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      await call('supervisor', 'PUT', settingsUrl(CORDOBA), SETTINGS);
      await call('supervisor', 'DELETE', logoUrl(CORDOBA));
      const [settings, logo] = await Promise.all([
        call('supervisor', 'PUT', settingsUrl(CORDOBA), { ...SETTINGS, portablePrint: true }),
        uploadLogo('supervisor', CORDOBA, PNG_240x80, 'logo.png'),
      ]);
      expect([settings.statusCode, logo.statusCode].sort()).toEqual([200, 409]);
      const row = (await stored(CORDOBA))!;
      expect(row.settings.portablePrint && row.logo !== null).toBe(false);
    }
  });

  it('the database holds the rule too', async () => {
    await call('supervisor', 'DELETE', logoUrl(CORDOBA));
    expect(
      (await call('supervisor', 'PUT', settingsUrl(CORDOBA), { ...SETTINGS, portablePrint: true }))
        .statusCode,
    ).toBe(200);
    await expect(
      t.database.db
        .update(pdfSettings)
        .set({ logo: PNG_240x80, logoType: 'image/png', logoWidth: 240, logoHeight: 80 })
        .where(eq(pdfSettings.municipalityId, CORDOBA)),
    ).rejects.toThrow();
  });
});

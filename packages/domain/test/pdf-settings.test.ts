import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PDF_SETTINGS,
  FONT_SIZE_BOUNDS,
  LOGO_BOX,
  LOGO_MAX_BYTES,
  RECORD_PAGE,
  ROLES,
  defineAbilityFor,
  fitLogo,
  imageSize,
  logoConflict,
  logoLeft,
  mayEditPdfSettings,
  mayReadPdfSettings,
  pdfSettingsSchema,
  previewScale,
  readLogo,
  type Role,
} from '../src/index.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, u32(13), 'IHDR', u32(width), u32(height), [8, 2, 0, 0, 0], u32(0));
/** A JPEG's header: SOI, an APP0 (JFIF), an EXIF-sized APP1, a DQT, then the frame header. */
const jpeg = (width: number, height: number, frame = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    u16(16),
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1],
    u16(2 + 300),
    new Array<number>(300).fill(7),
    [0xff, 0xdb],
    u16(67),
    new Array<number>(65).fill(1),
    [0xff, frame],
    u16(11),
    [8],
    u16(height),
    u16(width),
    [1, 1, 0x11, 0],
    [0xff, 0xd9],
  );

describe('logo by content', () => {
  it('reads the size from a PNG header and from a JPEG frame header past other segments', () => {
    expect(imageSize(png(640, 200))).toEqual({ width: 640, height: 200 });
    expect(imageSize(jpeg(300, 120))).toEqual({ width: 300, height: 120 });
    expect(imageSize(jpeg(800, 600, 0xc2))).toEqual({ width: 800, height: 600 }); // progressive
  });

  it('accepts PNG and JPEG whatever the name, refuses other content and sizes it cannot read', () => {
    expect(readLogo(png(10, 20))).toEqual({ ok: true, logo: { type: 'image/png', width: 10, height: 20 } });
    expect(readLogo(jpeg(30, 40))).toEqual({ ok: true, logo: { type: 'image/jpeg', width: 30, height: 40 } });
    expect(readLogo(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      code: 'LOGO_FORMAT_INVALID',
    });
    expect(readLogo(bytes('GIF89a', [1, 0, 1, 0]))).toMatchObject({ code: 'LOGO_FORMAT_INVALID' });
    // A PNG signature with nothing after it, a JPEG without a frame header, a zero-sized image.
    expect(readLogo(bytes(PNG_SIGNATURE))).toMatchObject({ code: 'LOGO_FORMAT_INVALID' });
    expect(readLogo(bytes([0xff, 0xd8, 0xff, 0xd9]))).toMatchObject({ code: 'LOGO_FORMAT_INVALID' });
    expect(readLogo(png(0, 10))).toMatchObject({ code: 'LOGO_FORMAT_INVALID' });
  });

  it('refuses over 5 MB before looking at the content (the browser passes the file size)', () => {
    expect(readLogo(png(10, 10), LOGO_MAX_BYTES)).toMatchObject({ ok: true });
    expect(readLogo(png(10, 10), LOGO_MAX_BYTES + 1)).toEqual({ ok: false, code: 'LOGO_TOO_LARGE' });
    expect(readLogo(bytes('text'), LOGO_MAX_BYTES + 1)).toEqual({ ok: false, code: 'LOGO_TOO_LARGE' });
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (tail, asJpeg) => {
        const data = Uint8Array.from([...(asJpeg ? [0xff, 0xd8, 0xff] : PNG_SIGNATURE), ...tail]);
        const read = readLogo(data);
        if (read.ok) expect(read.logo.width * read.logo.height).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the settings', () => {
  it('defaults, bounds and the portable print / logo exclusion', () => {
    expect(DEFAULT_PDF_SETTINGS).toMatchObject({
      logoPosition: 'left',
      portablePrint: false,
      removeUnanswered: false,
    });
    expect(DEFAULT_PDF_SETTINGS.fontSizes.title).toBe(FONT_SIZE_BOUNDS.title.default);
    const over = { ...DEFAULT_PDF_SETTINGS, fontSizes: { ...DEFAULT_PDF_SETTINGS.fontSizes, title: 29 } };
    expect(pdfSettingsSchema.safeParse(over).success).toBe(false);
    expect(pdfSettingsSchema.safeParse({ ...DEFAULT_PDF_SETTINGS, logoPosition: 'top' }).success).toBe(false);
    expect(logoConflict({ portablePrint: true }, true)).toBe(true);
    expect(logoConflict({ portablePrint: true }, false)).toBe(false);
    expect(logoConflict({ portablePrint: false }, true)).toBe(false);
  });
});

describe('the preview and the page', () => {
  it('fits the logo in its box with its proportions', () => {
    expect(fitLogo({ width: 800, height: 200 })).toEqual({ width: 130, height: 32.5 });
    expect(fitLogo({ width: 100, height: 400 })).toEqual({ width: 16, height: 64 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 1, max: 10000 }), (width, height) => {
        const fitted = fitLogo({ width, height });
        expect(fitted.width).toBeLessThanOrEqual(LOGO_BOX.width + 1e-9);
        expect(fitted.height).toBeLessThanOrEqual(LOGO_BOX.height + 1e-9);
        expect(fitted.width / fitted.height).toBeCloseTo(width / height, 6);
      }),
    );
  });

  it('places the logo at the margin, the centre or the other margin', () => {
    expect(logoLeft('left', 100)).toBe(RECORD_PAGE.margin);
    expect(logoLeft('center', 100)).toBeCloseTo((RECORD_PAGE.width - 100) / 2);
    expect(logoLeft('right', 100)).toBeCloseTo(RECORD_PAGE.width - RECORD_PAGE.margin - 100);
  });

  it('scales points to the preview width; A4 is 1 : 1.414', () => {
    expect(previewScale(RECORD_PAGE.width)).toBe(1);
    expect(previewScale(297.64)).toBeCloseTo(0.5);
    expect(previewScale(-5)).toBe(0);
    expect(RECORD_PAGE.height / RECORD_PAGE.width).toBeCloseTo(1.414, 3);
  });
});

describe('who may read and change the PDF settings', () => {
  const own = 'm-own';
  const other = 'm-other';
  const actor = (role: Role) => ({ id: 'u1', roles: [role], areaIds: ['a1'], municipalityId: own });
  const edit = (role: Role, municipality: string) =>
    mayEditPdfSettings(defineAbilityFor(actor(role)), actor(role), municipality);
  const read = (role: Role, municipality: string) =>
    mayReadPdfSettings(defineAbilityFor(actor(role)), actor(role), municipality);
  const FORM_EDITORS: Role[] = [
    'ROLE_ADMIN',
    'ROLE_SUPERVISOR_ELEVADO',
    'ROLE_SUPERVISOR',
    'ROLE_SUPERVISOR_CORRECTOR',
    'ROLE_SUPERVISOR_DUPLICADOR',
    'ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR',
    'ROLE_GENERADOR',
  ];

  it.each(ROLES.map((role) => [role]))('%s', (role) => {
    expect(edit(role, own)).toBe(FORM_EDITORS.includes(role));
    // Every role reads answers or edits forms in its municipality.
    expect(read(role, own)).toBe(true);
    // Another municipality's settings: the admin only.
    expect(edit(role, other)).toBe(role === 'ROLE_ADMIN');
    expect(read(role, other)).toBe(role === 'ROLE_ADMIN');
  });

  it('nobody without a role', () => {
    expect(mayReadPdfSettings(defineAbilityFor(null), { id: 'x', areaIds: [] }, own)).toBe(false);
  });
});

import { RECORD_PAGE, type PdfSettings, type RecordModel, type RecordText } from '@cabildo/domain';

/** Everything a record is drawn from; `images` holds the bytes of the images and signatures by file id. */
export type RecordDrawing = {
  model: RecordModel;
  settings: PdfSettings;
  /** The portable-print variant: no logo, no shading. */
  portable: boolean;
  logo: Buffer | null;
  header: { name: string; extraInfo: string };
  images: Map<string, Buffer>;
  /** Where the QR code leads (the record lookup with the download code), when the answer has one. */
  lookup: { url: string; code: string } | null;
  text: RecordText;
  language: string;
  generatedAt: string;
};

// The page and the logo's box are the settings preview's too (domain records/preview.ts).
export const A4 = RECORD_PAGE;
export const MARGIN = RECORD_PAGE.margin;
export const FOOTER = 28;
export const CONTENT = A4.width - 2 * MARGIN;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';
export const SHADE = '#f0f4f8';
export const ACCENT = '#1d4e89';
export const LABEL_SHARE = 0.38;
export const IMAGE_BOX = { width: 160, height: 120 };
export const SIGNATURE_BOX = { width: 150, height: 64 };

/** The record being drawn: its document, what it is drawn from, and the two measures every part uses. */
export type Page = {
  doc: PDFKit.PDFDocument;
  input: RecordDrawing;
  /** Starts a new page when `height` does not fit in what is left of this one. */
  ensure: (height: number) => void;
  heightOf: (value: string, font: 'regular' | 'bold', size: number, width: number) => number;
};

export function pageOf(doc: PDFKit.PDFDocument, input: RecordDrawing): Page {
  const bottom = () => A4.height - MARGIN - FOOTER;
  return {
    doc,
    input,
    ensure: (height) => {
      if (doc.y + height > bottom()) doc.addPage();
    },
    heightOf: (value, font, size, width) =>
      doc
        .font(font)
        .fontSize(size)
        .heightOfString(value || ' ', { width }),
  };
}

/** A section heading, on a new page when it would end one. */
export function heading(page: Page, title: string, size: number) {
  const { doc, ensure } = page;
  const { settings, portable } = page.input;
  ensure(size * 3 + 30);
  doc.y += settings.spacing.sections;
  const at = doc.y;
  if (!portable) doc.rect(MARGIN, at, 3, size + 4).fill(ACCENT);
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(INK)
    .text(title, MARGIN + (portable ? 0 : 10), at + 1, { width: CONTENT - 10 });
  doc.y += 6;
}

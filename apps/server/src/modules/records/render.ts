import {
  LOGO_BOX,
  RECORD_PAGE,
  type FileRef,
  type PdfSettings,
  type RecordModel,
  type RecordQuestion,
  type RecordText,
} from '@cabildo/domain';
import PDFDocument from 'pdfkit';
import { fontsFor } from './fonts.ts';
import { qrModules } from './qr.ts';

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
const A4 = RECORD_PAGE;
const MARGIN = RECORD_PAGE.margin;
const FOOTER = 28;
const CONTENT = A4.width - 2 * MARGIN;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SHADE = '#f0f4f8';
const ACCENT = '#1d4e89';
const LABEL_SHARE = 0.38;
const IMAGE_BOX = { width: 160, height: 120 };
const SIGNATURE_BOX = { width: 150, height: 64 };

/** Draws the record of an answer as an A4 PDF (spec part 3 §2, issue 15) and returns its bytes. */
export function renderRecord(input: RecordDrawing): Promise<Buffer> {
  const { model, settings, text, portable } = input;
  const sizes = settings.fontSizes;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: input.language,
    info: {
      Title: `${text('record')} ${model.facts[0]?.value ?? ''} — ${model.title}`,
      Author: input.header.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontsFor(input.language, JSON.stringify([model, input.header]));
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const bottom = () => A4.height - MARGIN - FOOTER;
  /** Starts a new page when `height` does not fit in what is left of this one. */
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heightOf = (value: string, font: 'regular' | 'bold', size: number, width: number) =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(value || ' ', { width });

  // Header: logo and the municipality, then the title.
  const top = doc.y;
  let headerBottom = top;
  const logoBox = LOGO_BOX;
  const showLogo = input.logo !== null && !portable;
  const position = settings.logoPosition;
  let textX: number = MARGIN;
  let textWidth = CONTENT;
  let align: 'left' | 'center' | 'right' = 'left';
  if (showLogo) {
    const x =
      position === 'left'
        ? MARGIN
        : position === 'right'
          ? MARGIN + CONTENT - logoBox.width
          : MARGIN + (CONTENT - logoBox.width) / 2;
    try {
      doc.image(input.logo!, x, top, {
        fit: [logoBox.width, logoBox.height],
        align: position === 'left' ? undefined : position,
        valign: 'center',
      });
      if (position === 'center') doc.y = top + logoBox.height + 6;
      else {
        textX = position === 'left' ? MARGIN + logoBox.width + 16 : MARGIN;
        textWidth = CONTENT - logoBox.width - 16;
        align = position === 'left' ? 'left' : 'right';
      }
      headerBottom = top + logoBox.height;
    } catch {
      // An unreadable logo leaves the header without it rather than failing the record.
    }
  }
  if (position === 'center' && showLogo) align = 'center';
  const headerTextTop = position === 'center' || !showLogo ? doc.y : top + 4;
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(input.header.name, textX, headerTextTop, { width: textWidth, align });
  if (input.header.extraInfo)
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(input.header.extraInfo, textX, doc.y + 2, { width: textWidth, align });
  headerBottom = Math.max(headerBottom, doc.y) + 10;
  doc
    .moveTo(MARGIN, headerBottom)
    .lineTo(MARGIN + CONTENT, headerBottom)
    .lineWidth(1.2)
    .strokeColor(portable ? INK : ACCENT)
    .stroke();
  doc.y = headerBottom + 12;

  doc
    .font('bold')
    .fontSize(8)
    .fillColor(portable ? INK : ACCENT)
    .text(text('record').toUpperCase(), MARGIN, doc.y, { characterSpacing: 1.5 });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(sizes.title).fillColor(INK).text(model.title, MARGIN, doc.y, { width: CONTENT });
  if (model.description) {
    doc.moveDown(0.3);
    doc.font('regular').fontSize(sizes.answer).fillColor(MUTED).text(model.description, { width: CONTENT });
  }
  doc.moveDown(0.8);

  // Facts box, with the QR code on its right when the record has a download code.
  const qrSize = input.lookup ? 86 : 0;
  const factsWidth = CONTENT - (qrSize ? qrSize + 18 : 0) - 20;
  const labelWidth = 110;
  const factRows = model.facts.map((fact) => ({
    ...fact,
    height: Math.max(
      heightOf(fact.value, 'regular', sizes.answer, factsWidth - labelWidth),
      heightOf(fact.label, 'bold', sizes.question, labelWidth - 8),
    ),
  }));
  const factsHeight =
    Math.max(
      factRows.reduce((sum, row) => sum + row.height + 4, 0),
      qrSize + 24,
    ) + 16;
  ensure(factsHeight);
  const boxTop = doc.y;
  if (!portable) doc.roundedRect(MARGIN, boxTop, CONTENT, factsHeight, 6).fill(SHADE);
  else doc.roundedRect(MARGIN, boxTop, CONTENT, factsHeight, 6).lineWidth(0.8).strokeColor(RULE).stroke();
  let y = boxTop + 10;
  for (const row of factRows) {
    doc
      .font('bold')
      .fontSize(sizes.question)
      .fillColor(MUTED)
      .text(row.label, MARGIN + 10, y, { width: labelWidth - 8 });
    doc
      .font('regular')
      .fontSize(sizes.answer)
      .fillColor(INK)
      .text(row.value, MARGIN + 10 + labelWidth, y, { width: factsWidth - labelWidth });
    y += row.height + 4;
  }
  if (input.lookup) {
    const x = MARGIN + CONTENT - qrSize - 10;
    drawQr(doc, input.lookup.url, x, boxTop + 10, qrSize);
    // On a screen the QR code is a link too: the same address as when it is scanned.
    doc.link(x, boxTop + 10, qrSize, qrSize, input.lookup.url);
    doc
      .font('regular')
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(input.lookup.code, x - 10, boxTop + 14 + qrSize, { width: qrSize + 20, align: 'center' });
  }
  doc.y = boxTop + factsHeight + 4;
  doc.x = MARGIN;

  const question = (item: RecordQuestion, indent: number) => {
    const labelW = (CONTENT - indent) * LABEL_SHARE;
    const valueW = CONTENT - indent - labelW - 10;
    // A dash says "not answered"; a photo or a document alone is an answer (shown below the label).
    const answered = item.value || item.images.length > 0 || item.documents.length > 0;
    const value = `${item.value || (answered ? '' : '—')}${item.note ? `  [${item.note}]` : ''}`;
    const documents = item.documents.length > 0 ? `${text('documents')}: ${item.documents.join(', ')}` : '';
    const height =
      Math.max(
        heightOf(item.label, 'bold', sizes.question, labelW),
        heightOf(value, 'regular', sizes.answer, valueW),
      ) + (documents ? heightOf(documents, 'regular', sizes.answer - 1, valueW) + 2 : 0);
    // A question starts on a new page when it does not fit with its first row of images.
    ensure(height + (item.images.length > 0 ? IMAGE_BOX.height + 10 : 0) + settings.spacing.questions);
    const rowTop = doc.y;
    doc
      .font('bold')
      .fontSize(sizes.question)
      .fillColor(MUTED)
      .text(item.label, MARGIN + indent, rowTop, { width: labelW });
    doc
      .font('regular')
      .fontSize(sizes.answer)
      .fillColor(INK)
      .text(value, MARGIN + indent + labelW + 10, rowTop, { width: valueW });
    if (documents)
      doc
        .font('regular')
        .fontSize(sizes.answer - 1)
        .fillColor(MUTED)
        .text(documents, MARGIN + indent + labelW + 10, doc.y + 2, { width: valueW });
    doc.y = Math.max(doc.y, rowTop + height);
    drawImages(item.images, MARGIN + indent + labelW + 10, valueW);
    doc.y += settings.spacing.questions;
    doc
      .moveTo(MARGIN + indent, doc.y - settings.spacing.questions / 2)
      .lineTo(MARGIN + CONTENT, doc.y - settings.spacing.questions / 2)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };

  const drawImages = (images: FileRef[], x: number, width: number) => {
    if (images.length === 0) return;
    doc.y += 4;
    let column = x;
    for (const image of images) {
      if (column + IMAGE_BOX.width > x + width && column > x) {
        column = x;
        doc.y += IMAGE_BOX.height + 6;
      }
      ensure(IMAGE_BOX.height + 6);
      const bytes = input.images.get(image.id);
      try {
        if (!bytes) throw new Error('missing');
        doc.image(bytes, column, doc.y, { fit: [IMAGE_BOX.width, IMAGE_BOX.height] });
      } catch {
        doc.rect(column, doc.y, IMAGE_BOX.width, 24).lineWidth(0.5).strokeColor(RULE).stroke();
        doc
          .font('regular')
          .fontSize(7)
          .fillColor(MUTED)
          .text(`${text('imageMissing')}: ${image.name}`, column + 4, doc.y + 7, {
            width: IMAGE_BOX.width - 8,
            lineBreak: false,
          });
      }
      column += IMAGE_BOX.width + 8;
    }
    doc.y += IMAGE_BOX.height + 6;
  };

  const heading = (title: string, size: number) => {
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
  };

  for (const section of model.sections) {
    heading(`${section.heading}${section.note ? `  [${section.note}]` : ''}`, sizes.section);
    for (const group of section.groups) {
      if (group.heading) {
        ensure(sizes.question * 3 + 20);
        doc
          .font('bold')
          .fontSize(sizes.question + 1)
          .fillColor(portable ? INK : ACCENT)
          .text(`${group.heading}${group.note ? `  [${group.note}]` : ''}`, MARGIN + 8, doc.y + 2, {
            width: CONTENT - 8,
          });
        doc.y += 4;
      }
      for (const item of group.questions) question(item, group.heading ? 8 : 0);
    }
  }

  if (model.signatures.length > 0) {
    heading(text('signatures'), sizes.section);
    const cell = CONTENT / 3;
    model.signatures.forEach((signature, index) => {
      const column = index % 3;
      if (column === 0) ensure(SIGNATURE_BOX.height + 50);
      const x = MARGIN + column * cell;
      const rowTop = doc.y;
      const bytes = signature.file ? input.images.get(signature.file.id) : undefined;
      if (bytes) {
        try {
          doc.image(bytes, x + 4, rowTop, {
            fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height],
            align: 'center',
            valign: 'bottom',
          });
        } catch {
          // An unreadable signature image leaves the line for a signature, with its title and name.
        }
      }
      const lineY = rowTop + SIGNATURE_BOX.height + 4;
      doc
        .moveTo(x + 4, lineY)
        .lineTo(x + cell - 12, lineY)
        .lineWidth(0.6)
        .strokeColor(INK)
        .stroke();
      doc
        .font('bold')
        .fontSize(sizes.question)
        .fillColor(INK)
        .text(signature.title, x + 4, lineY + 4, { width: cell - 16, align: 'center' });
      doc
        .font('regular')
        .fontSize(sizes.question)
        .fillColor(MUTED)
        .text(signature.file ? signature.signatory : text('notSigned'), x + 4, doc.y + 1, {
          width: cell - 16,
          align: 'center',
        });
      doc.y = column === 2 || index === model.signatures.length - 1 ? lineY + 44 : rowTop;
    });
  }

  if (model.observations) {
    heading(text('observations'), sizes.section);
    doc
      .font('regular')
      .fontSize(sizes.answer)
      .fillColor(INK)
      .text(model.observations, MARGIN, doc.y, { width: CONTENT });
  }

  if (model.history.length > 0) {
    heading(text('history'), sizes.section);
    const columns = [0.3, 0.3, 0.4].map((share) => share * CONTENT);
    const row = (cells: string[], font: 'regular' | 'bold') => {
      const height = Math.max(
        ...cells.map((cell, i) => heightOf(cell, font, sizes.answer - 1, columns[i]! - 8)),
      );
      ensure(height + 6);
      const rowTop = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc
          .font(font)
          .fontSize(sizes.answer - 1)
          .fillColor(font === 'bold' ? MUTED : INK)
          .text(cell, x, rowTop, { width: columns[i]! - 8 });
        x += columns[i]!;
      });
      doc.y = rowTop + height + 3;
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + CONTENT, doc.y)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y += 3;
    };
    row([text('historyDate'), text('historyUser'), text('historyState')], 'bold');
    for (const entry of model.history) row([entry.date, entry.user, entry.state], 'regular');
  }

  if (model.notes.length > 0) {
    heading(text('notes'), Math.max(sizes.section - 2, 9));
    model.notes.forEach((note, index) => {
      doc
        .font('regular')
        .fontSize(Math.max(sizes.answer - 2, 7))
        .fillColor(MUTED)
        .text(`[${index + 1}] ${note}`, MARGIN, doc.y, { width: CONTENT });
      doc.y += 2;
    });
  }

  // Footer on every page: the answer code, the page and when the record was generated.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const footerY = A4.height - MARGIN - 8;
    // Writing below the bottom margin must not start a page of its own.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, footerY - 6)
      .lineTo(MARGIN + CONTENT, footerY - 6)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(
      `${input.header.name} · ${model.facts[0]?.value ?? ''} · ${text('generated', { date: input.generatedAt })}`,
      MARGIN,
      footerY,
      { width: CONTENT * 0.75, lineBreak: false },
    );
    doc.text(text('page', { page: page + 1, pages: range.count }), MARGIN, footerY, {
      width: CONTENT,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** A QR code as filled squares (vector: sharp at any zoom and print size). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrModules(text);
  const quiet = 2;
  const cell = size / (qr.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < qr.size; row += 1)
    for (let column = 0; column < qr.size; column += 1)
      if (qr.dark(column, row))
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell + 0.01, cell + 0.01);
  doc.fill('#000000');
}

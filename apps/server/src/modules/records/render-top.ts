import { LOGO_BOX } from '@cabildo/domain';
import { qrModules } from './qr.ts';
import { ACCENT, CONTENT, INK, MARGIN, MUTED, RULE, SHADE, type Page } from './render-page.ts';

/** The header (the logo and the municipality), then the title and the description. */
export function drawHeader(page: Page) {
  const { doc, input } = page;
  const { model, settings, text, portable } = page.input;
  const sizes = page.input.settings.fontSizes;
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
}

/** The facts box, with the QR code on its right when the record has a download code. */
export function drawFacts(page: Page) {
  const { doc, input, ensure, heightOf } = page;
  const { model, portable } = page.input;
  const sizes = page.input.settings.fontSizes;
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

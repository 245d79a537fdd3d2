import { A4, CONTENT, INK, MARGIN, MUTED, RULE, SIGNATURE_BOX, heading, type Page } from './render-page.ts';

/** The signatures, three to a row, each over its line with its title and signatory. */
export function drawSignatures(page: Page) {
  const { doc, input, ensure } = page;
  const { model, text } = page.input;
  const sizes = page.input.settings.fontSizes;
  if (model.signatures.length > 0) {
    heading(page, text('signatures'), sizes.section);
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
}

/** The observations of the answer, when it has some. */
export function drawObservations(page: Page) {
  const { doc } = page;
  const { model, text } = page.input;
  const sizes = page.input.settings.fontSizes;
  if (model.observations) {
    heading(page, text('observations'), sizes.section);
    doc
      .font('regular')
      .fontSize(sizes.answer)
      .fillColor(INK)
      .text(model.observations, MARGIN, doc.y, { width: CONTENT });
  }
}

/** The history of the answer's states: date, user, state. */
export function drawHistory(page: Page) {
  const { doc, ensure, heightOf } = page;
  const { model, text } = page.input;
  const sizes = page.input.settings.fontSizes;
  if (model.history.length > 0) {
    heading(page, text('history'), sizes.section);
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
}

/** The notes the record refers to by number. */
export function drawNotes(page: Page) {
  const { doc } = page;
  const { model, text } = page.input;
  const sizes = page.input.settings.fontSizes;
  if (model.notes.length > 0) {
    heading(page, text('notes'), Math.max(sizes.section - 2, 9));
    model.notes.forEach((note, index) => {
      doc
        .font('regular')
        .fontSize(Math.max(sizes.answer - 2, 7))
        .fillColor(MUTED)
        .text(`[${index + 1}] ${note}`, MARGIN, doc.y, { width: CONTENT });
      doc.y += 2;
    });
  }
}

/** The footer on every page: the municipality, the answer code, when it was generated, the page. */
export function drawFooters(page: Page) {
  const { doc, input } = page;
  const { model, text } = page.input;
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
}

import type { FileRef, RecordQuestion } from '@cabildo/domain';
import {
  ACCENT,
  CONTENT,
  IMAGE_BOX,
  INK,
  LABEL_SHARE,
  MARGIN,
  MUTED,
  RULE,
  heading,
  type Page,
} from './render-page.ts';

/** The sections of the answer, their groups and questions. */
export function drawSections(page: Page) {
  const { doc, ensure } = page;
  const { model, portable } = page.input;
  const sizes = page.input.settings.fontSizes;
  for (const section of model.sections) {
    heading(page, `${section.heading}${section.note ? `  [${section.note}]` : ''}`, sizes.section);
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
      for (const item of group.questions) drawQuestion(page, item, group.heading ? 8 : 0);
    }
  }
}

/** One question: its label and value side by side, its documents and images, a rule below. */
function drawQuestion(page: Page, item: RecordQuestion, indent: number) {
  const { doc, ensure, heightOf } = page;
  const { settings, text } = page.input;
  const sizes = page.input.settings.fontSizes;
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
  drawImages(page, item.images, MARGIN + indent + labelW + 10, valueW);
  doc.y += settings.spacing.questions;
  doc
    .moveTo(MARGIN + indent, doc.y - settings.spacing.questions / 2)
    .lineTo(MARGIN + CONTENT, doc.y - settings.spacing.questions / 2)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
}

/** An answer's images under its value, in rows that fit the width (a placeholder for an unreadable one). */
function drawImages(page: Page, images: FileRef[], x: number, width: number) {
  const { doc, input, ensure } = page;
  const { text } = page.input;
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
}

import PDFDocument from 'pdfkit';
import { fontsFor } from './fonts.ts';
import { drawSections } from './render-answers.ts';
import { drawFooters, drawHistory, drawNotes, drawObservations, drawSignatures } from './render-end.ts';
import { FOOTER, MARGIN, pageOf, type RecordDrawing } from './render-page.ts';
import { drawFacts, drawHeader } from './render-top.ts';

export type { RecordDrawing } from './render-page.ts';

/** Draws the record of an answer as an A4 PDF (spec part 3 §2, issue 15) and returns its bytes. */
export function renderRecord(input: RecordDrawing): Promise<Buffer> {
  const { model, text } = input;
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

  const page = pageOf(doc, input);
  drawHeader(page);
  drawFacts(page);
  drawSections(page);
  drawSignatures(page);
  drawObservations(page);
  drawHistory(page);
  drawNotes(page);
  drawFooters(page);
  doc.end();
  return done;
}

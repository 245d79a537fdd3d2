import { formatMoney, operationIdGroups, type Language, type PaymentResult } from '@cabildo/domain';
import PDFDocument from 'pdfkit';
import { fontsFor, qrModules } from '../records/index.ts';
import { paymentTexts } from './texts.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT = A4.width - 2 * MARGIN;
const INK = '#1d2733';
const MUTED = '#5a6878';
const QR_SIZE = 120;

/** DD/MM/YYYY HH:mm (24 hours), the product's date format, in the server's time zone. */
function dateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The payment receipt (spec part 3 §2 "Payment result pages", §9): 'Tu pago fue aprobado', the
 * amount in EUR from cents, the holder, the payment reference, the order number, the section and
 * quantity, the operation id in groups of 25 characters, and a QR code of the answer's code. Drawn
 * with the records' fonts and QR (modules/records), as an A4 PDF.
 */
export function renderReceipt(
  result: PaymentResult & { municipality: string; title: string },
  language: Language,
): Promise<Buffer> {
  const t = paymentTexts(language);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: language,
    info: {
      Title: `${t('receipt.title')} ${result.orderNumber}`,
      Author: result.municipality,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontsFor(language, JSON.stringify(result));
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(result.municipality, { width: CONTENT - QR_SIZE - 16 });
  doc.moveDown(0.4);
  doc
    .font('bold')
    .fontSize(18)
    .text(t('receipt.title'), { width: CONTENT - QR_SIZE - 16 });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(result.title, { width: CONTENT - QR_SIZE - 16 });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(14).fillColor('#1b7f3b').text(t('receipt.approved'));

  // The QR of the answer's code, top right.
  const qr = qrModules(result.answerCode);
  const quiet = 2;
  const cell = QR_SIZE / (qr.size + 2 * quiet);
  const qrX = MARGIN + CONTENT - QR_SIZE;
  const qrY = MARGIN;
  for (let row = 0; row < qr.size; row += 1)
    for (let column = 0; column < qr.size; column += 1)
      if (qr.dark(column, row))
        doc.rect(qrX + (column + quiet) * cell, qrY + (row + quiet) * cell, cell + 0.01, cell + 0.01);
  doc.fill('#000000');
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(result.answerCode, qrX, qrY + QR_SIZE + 2, {
      width: QR_SIZE,
      align: 'center',
    });

  doc.x = MARGIN;
  doc.y = Math.max(doc.y, qrY + QR_SIZE + 24) + 8;
  const rows: [string, string][] = [
    [t('receipt.amount'), formatMoney(result.amountCents, result.currency, language)],
    [t('receipt.fullName'), result.fullName],
    [t('receipt.reference'), result.paymentReference ?? ''],
    [t('receipt.orderNumber'), result.orderNumber],
    [t('receipt.section'), result.sectionName],
    [t('receipt.quantity'), String(result.quantity)],
    [t('receipt.answerCode'), result.answerCode],
    [t('receipt.paidAt'), dateTime(result.paidAt)],
  ];
  const labelWidth = CONTENT * 0.38;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value || ' ', MARGIN + labelWidth, y, {
        width: CONTENT - labelWidth,
      });
    doc.y = Math.max(doc.y, y + 16) + 6;
  }
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(t('receipt.operationId'), MARGIN, doc.y);
  // The operation id in groups of 25 characters, one a line, in a fixed-width rhythm.
  for (const group of operationIdGroups(result.operationId ?? ''))
    doc.font('bold').fontSize(11).fillColor(INK).text(group, MARGIN, doc.y, { width: CONTENT });
  doc.end();
  return done;
}

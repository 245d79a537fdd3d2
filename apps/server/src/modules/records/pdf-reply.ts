import { recordFileName } from '@cabildo/domain';
import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download that no cache keeps (it holds personal data). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, code: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${recordFileName(code)}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

import { apiFile } from './client.ts';

/** The PDF record of an answer, for someone who may read it. */
export const downloadRecord = (answerId: string) =>
  apiFile('get', '/api/answers/{id}/record.pdf', 'acta.pdf', { path: { id: answerId } });

/** The voucher (PDF record) of an answer just sent without a session, proven by its submission id. */
export const downloadVoucher = (answerId: string, clientSubmissionId: string) =>
  apiFile('post', '/api/public/answers/{id}/voucher', 'acta.pdf', {
    path: { id: answerId },
    body: { clientSubmissionId },
    quietSessionLoss: true,
  });

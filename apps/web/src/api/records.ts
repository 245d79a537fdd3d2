import { apiFile } from './client.ts';

/** The PDF record of an answer, for someone who may read it. */
export const downloadRecord = (answerId: string) =>
  apiFile(`/api/answers/${answerId}/record.pdf`, 'acta.pdf');

/** The voucher (PDF record) of an answer just sent without a session, proven by its submission id. */
export const downloadVoucher = (answerId: string, clientSubmissionId: string) =>
  apiFile(`/api/public/answers/${answerId}/voucher`, 'acta.pdf', {
    method: 'POST',
    body: { clientSubmissionId },
    quietSessionLoss: true,
  });

import { z } from 'zod';

/**
 * What the saved page sends for the voucher (the answer's PDF record) of an answer sent without a
 * session: the submission id its browser chose when answering, which only that browser knows.
 */
export const voucherRequestSchema = z.object({ clientSubmissionId: z.uuid() });
export type VoucherRequest = z.infer<typeof voucherRequestSchema>;

import { emailCopySchema, voucherRequestSchema } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { readerLanguage } from '../../i18n.ts';
import { audit } from '../audit.ts';
import { requireSession } from '../auth/index.ts';
import { readAnswer } from '../answers/index.ts';
import { sendAnswerCopy } from './email-copy.ts';
import { sendPdf } from './pdf-reply.ts';
import { RecordService } from './service.ts';

const tags = ['records'];
const answerParams = z.object({ id: z.uuid() });
const pdfResponse = {
  200: z.any().describe('The PDF record (application/pdf)'),
};
/** E-mail copies per person and minute. */
const EMAIL_COPIES_PER_MINUTE = 10;
/** Voucher downloads without a session, per IP and minute. */
const VOUCHERS_PER_MINUTE = 20;

/** The PDF record of an answer, its voucher after a public answer, and its e-mail copy (spec part 3 §2). */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const records = new RecordService(ctx, app.log);
  const emailCopies = new RateLimiter(ctx.rateLimits, 'records.email-copies', EMAIL_COPIES_PER_MINUTE);
  const vouchers = new RateLimiter(ctx.rateLimits, 'records.vouchers', VOUCHERS_PER_MINUTE);

  app.get(
    '/answers/:id/record.pdf',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The PDF record of an answer, for whoever may read the answer (own-answer roles: their own)',
        params: answerParams,
        response: { ...pdfResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const answer = await readAnswer(ctx, auth, request.params.id);
      const pdf = await records.draw(answer.document, readerLanguage(request));
      await audit(ctx.database.db, {
        actorId: auth.row.id,
        action: 'download-record',
        subject: 'respuesta',
        subjectId: answer.id,
        ip: request.ip,
      });
      return sendPdf(reply, pdf, answer.code);
    },
  );

  app.post(
    '/public/answers/:id/voucher',
    {
      schema: {
        tags,
        summary:
          'The voucher (PDF record) of an answer just sent, for the browser that sent it (its clientSubmissionId); rate-limited per IP',
        params: answerParams,
        body: voucherRequestSchema,
        response: { ...pdfResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await vouchers.enforce(request.ip);
      const [row] = await ctx.database.db
        .select({ id: answers.id, code: answers.code })
        .from(answers)
        .where(
          and(
            eq(answers.id, request.params.id),
            eq(answers.clientSubmissionId, request.body.clientSubmissionId),
          ),
        )
        .limit(1);
      // A wrong submission id and an unknown answer look the same.
      if (!row) throw apiError('NOT_FOUND', { resource: 'Answer' });
      const pdf = await records.pdf(row.id, readerLanguage(request));
      return sendPdf(reply, pdf, row.code);
    },
  );

  app.post(
    '/answers/:id/email',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Send a copy of the answer by e-mail (form option sendEmail) with its PDF record and own e-mail attachments; rate-limited per person',
        params: answerParams,
        body: emailCopySchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 403, 404, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      // Counted once the answer is known to be readable: a refused request sends nothing.
      const countCopy = () => emailCopies.enforce(auth.row.id);
      await sendAnswerCopy(ctx, auth, request.params.id, request.body, request.ip, countCopy, records);
      return reply.code(204).send(null);
    },
  );
};

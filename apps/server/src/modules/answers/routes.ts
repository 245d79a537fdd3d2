import {
  answerDetailSchema,
  answeringFormSchema,
  answerSubmissionSchema,
  mapCentreOf,
  openingQuerySchema,
  savedAnswerSchema,
  singleAnswerCheckSchema,
  textSchema,
  type AnsweringForm,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession } from '../auth/index.ts';
import { uploaderOf } from '../files/index.ts';
import { readAnswer } from './read-answer.ts';
import { answeringCaller, openForCaller } from '../answer-access/index.ts';
import { notifyAnswerSaved } from './own/live.ts';
import { AnswerSubmissionService, citizenAnswered } from './submission.ts';

const tags = ['answers'];
const formParams = z.object({ id: z.uuid() });
const answerParams = z.object({ id: z.uuid() });
/** Single-answer checks without a session, per IP and minute. */
const ANONYMOUS_CHECKS_PER_MINUTE = 30;

/** Answering a form (spec part 2): open it, check the single-answer rule, save; then read the answer (its PDF and e-mail copy: modules/records). */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const submissions = new AnswerSubmissionService(ctx, app.log);
  const publicAnswers = new RateLimiter(ctx.rateLimits, 'answers.public', ctx.config.publicAnswersPerMinute);
  const anonymousChecks = new RateLimiter(
    ctx.rateLimits,
    'answers.anonymous-checks',
    ANONYMOUS_CHECKS_PER_MINUTE,
  );

  app.get(
    '/answering/forms/:id',
    {
      schema: {
        tags,
        summary: 'Open a form to answer it (mode internal, public without a session, or inspection)',
        params: formParams,
        querystring: openingQuerySchema,
        response: {
          200: answeringFormSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply): Promise<AnsweringForm> => {
      const { mode } = request.query;
      const { auth, form, municipality } = await openForCaller(request, reply, request.params.id, null, {
        mode,
      });
      const settings = municipality.settings;
      return {
        id: form.id,
        template: form.template,
        municipality: {
          id: municipality.id,
          name: municipality.name,
          ...mapCentreOf(municipality),
          skipAssetLookup: settings.skipAssetLookup === true,
          buttonColor: settings.answerButtonColor ?? null,
        },
        canSendEmail: form.template.options.sendEmail && auth !== null && mode !== 'public',
        videoAllowed: settings.videoAttachments === true,
        photoMaxSide: ctx.config.photoMaxSide,
      };
    },
  );

  app.get(
    '/answering/forms/:id/citizens/:citizenId/answered',
    {
      schema: {
        tags,
        summary:
          'The single-answer rule: whether this citizen already answered the form. Anonymous checks are rate-limited per IP',
        params: formParams.extend({ citizenId: textSchema.min(1).max(64) }),
        querystring: openingQuerySchema,
        response: {
          200: singleAnswerCheckSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { mode } = request.query;
      const { form } = await openForCaller(request, reply, request.params.id, anonymousChecks, { mode });
      return {
        answered: await citizenAnswered(ctx.database.db, form, request.params.citizenId),
      };
    },
  );

  app.post(
    '/answering/forms/:id/answers',
    {
      schema: {
        tags,
        summary:
          'Save an answer; a resend with the same clientSubmissionId returns the saved answer. Anonymous submissions are rate-limited per IP',
        params: formParams,
        querystring: openingQuerySchema,
        body: answerSubmissionSchema,
        response: {
          200: savedAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { mode } = request.query;
      const auth = await answeringCaller(request, reply, publicAnswers, mode);
      const saved = await submissions.submit({
        auth,
        formId: request.params.id,
        mode,
        submission: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      });
      if (auth) notifyAnswerSaved(ctx, { formId: saved.formId, userId: auth.row.id }, request.log);
      return saved;
    },
  );

  app.get(
    '/answers/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'One answer with its document (who may read it: spec part 3 §5)',
        params: answerParams,
        response: { 200: answerDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readAnswer(ctx, request.auth!, request.params.id),
  );
};

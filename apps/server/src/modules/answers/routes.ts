import {
  answerDetailSchema,
  answerDocumentSchema,
  answeringFormSchema,
  answerSubmissionSchema,
  DEFAULT_MAP_CENTRE,
  emailCopySchema,
  openingQuerySchema,
  savedAnswerSchema,
  singleAnswerCheckSchema,
  type AnsweringForm,
  type OpeningMode,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../db/schema.ts';
import { ApiError, errors } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { authenticate, optionalAuth, requireSession, type AuthContext } from '../auth/guard.ts';
import { uploaderOf } from '../files/ownership.ts';
import { canReadAnswer, loadAnswerAccess } from './access.ts';
import { sendAnswerCopy } from './email.ts';
import { openForAnswering } from './opening.ts';
import { RateLimiter } from './rate-limiter.ts';
import { AnswerSubmissionService, citizenAnswered } from './submission.ts';

const tags = ['answers'];
const formParams = z.object({ id: z.uuid() });
const answerParams = z.object({ id: z.uuid() });

/** Public forms need no session; every other mode signs in (with the session errors of a sign-in). */
async function authFor(request: FastifyRequest, reply: FastifyReply, mode: OpeningMode) {
  return mode === 'public' ? optionalAuth(request, reply) : authenticate(request, reply);
}

/** Answering a form (spec part 2): open it, check the single-answer rule, save; then read and e-mail the answer. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const submissions = new AnswerSubmissionService(ctx);
  const publicLimiter = new RateLimiter(ctx.config.publicAnswersPerMinute);

  app.get(
    '/answering/forms/:id',
    {
      schema: {
        tags,
        summary: 'Open a form to answer it (mode internal, public without a session, or inspection)',
        params: formParams,
        querystring: openingQuerySchema,
        response: { 200: answeringFormSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<AnsweringForm> => {
      const { mode } = request.query;
      const auth = await authFor(request, reply, mode);
      const { form, municipality } = await openForAnswering(ctx, auth, request.params.id, mode);
      const settings = municipality.settings;
      const hasCentre = municipality.latitude !== null && municipality.longitude !== null;
      return {
        id: form.id,
        template: form.template,
        municipality: {
          id: municipality.id,
          name: municipality.name,
          latitude: hasCentre ? municipality.latitude! : DEFAULT_MAP_CENTRE.latitude,
          longitude: hasCentre ? municipality.longitude! : DEFAULT_MAP_CENTRE.longitude,
          skipAssetLookup: settings.skipAssetLookup === true,
          buttonColor: settings.answerButtonColor ?? null,
        },
        canSendEmail: form.template.options.sendEmail && auth !== null && mode !== 'public',
        videoAllowed: settings.videoAttachments === true,
      };
    },
  );

  app.get(
    '/answering/forms/:id/citizens/:citizenId/answered',
    {
      schema: {
        tags,
        summary: 'The single-answer rule: whether this citizen already answered the form',
        params: formParams.extend({ citizenId: z.string().min(1).max(64) }),
        querystring: openingQuerySchema,
        response: { 200: singleAnswerCheckSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { mode } = request.query;
      const auth = await authFor(request, reply, mode);
      const { form } = await openForAnswering(ctx, auth, request.params.id, mode);
      return { answered: await citizenAnswered(ctx.database.db, form, request.params.citizenId) };
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
        response: { 200: savedAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      const { mode } = request.query;
      const auth: AuthContext | null = await authFor(request, reply, mode);
      if (!auth && !publicLimiter.take(request.ip))
        throw new ApiError(429, 'RATE_LIMITED', 'Too many answers from this address. Try again in a minute.');
      const { answer } = await submissions.submit({
        auth,
        formId: request.params.id,
        mode,
        submission: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      });
      return answer;
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
    async (request) => {
      const access = await loadAnswerAccess(ctx, request.params.id);
      if (!access) throw errors.notFound('Answer');
      if (!canReadAnswer(request.auth, access)) throw errors.forbidden();
      const [row] = await ctx.database.db.select().from(answers).where(eq(answers.id, request.params.id));
      return {
        id: row!.id,
        formId: row!.formId,
        code: row!.code,
        document: answerDocumentSchema.parse(row!.document),
        createdAt: row!.createdAt.toISOString(),
        updatedAt: row!.updatedAt.toISOString(),
      };
    },
  );

  app.post(
    '/answers/:id/email',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Send a copy of the answer by e-mail (form option sendEmail), with own e-mail attachments',
        params: answerParams,
        body: emailCopySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      await sendAnswerCopy(ctx, request.auth!, request.params.id, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};

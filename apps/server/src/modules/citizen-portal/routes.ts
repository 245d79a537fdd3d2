import fastifyMultipart from '@fastify/multipart';
import {
  answeringFormSchema,
  answerUploadQuerySchema,
  fileRefSchema,
  answerSubmissionSchema,
  CITIZEN_AUTH_SCHEME,
  citizenDataSchema,
  portalAnswersPageSchema,
  portalAnswersQuerySchema,
  savedAnswerSchema,
  type PortalCitizen,
} from '@cabildo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { openForAnswering } from '../answer-access/index.ts';
import { receiveAnswerUpload, uploaderOf } from '../files/index.ts';
import { portalCitizenOf } from './identity.ts';
import { CitizenPortalService } from './service.ts';

const tags = ['citizen portal'];
const formParams = z.object({ id: z.uuid() });
const citizenHeaders = z.object({ authorization: z.string().max(2100).optional() }).loose();

/** The citizenOaToken of `Authorization: Citizen <token>` ('' when absent: refused as a bad session). */
export function citizenTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const prefix = `${CITIZEN_AUTH_SCHEME} `;
  return header.startsWith(prefix) ? header.slice(prefix.length) : '';
}

/**
 * The citizen portal's API (spec part 2 §2, §4, §6; part 3 §2): no staff session, the person is
 * the one the token in `Authorization: Citizen <token>` names, and every request is counted per
 * IP (CITIZEN_PORTAL_TOKENS_PER_MINUTE) before the token is checked, so guessing tokens is slow.
 */
export const citizenPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const service = new CitizenPortalService(ctx, app.log);
  const perIp = new RateLimiter(ctx.rateLimits, 'citizen-portal.tokens', ctx.config.citizenPortal.perMinute);
  // The person is known before the body is read or checked: a bad token is 401 whatever it sends.
  const people = new WeakMap<FastifyRequest, PortalCitizen>();
  app.addHook('onRequest', async (request) => {
    await perIp.enforce(request.ip);
    people.set(request, await portalCitizenOf(ctx, citizenTokenOf(request)));
  });
  const citizenOf = (request: FastifyRequest): PortalCitizen => {
    const person = people.get(request);
    if (!person) throw new Error('citizen portal route without its person');
    return person;
  };

  app.get(
    '/forms/:id',
    {
      schema: {
        tags,
        summary: "Open a form associated from the citizen portal, as the token's citizen (no citizen step)",
        params: formParams,
        headers: citizenHeaders,
        response: {
          200: answeringFormSchema.extend({
            citizen: citizenDataSchema,
            portalUser: z.object({
              username: z.string(),
              firstName: z.string(),
              lastName: z.string(),
            }),
          }),
          ...errorResponses(401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => service.open(citizenOf(request), request.params.id),
  );

  app.post(
    '/forms/:id/answers',
    {
      schema: {
        tags,
        summary:
          "Save the token's citizen's answer: the citizen and the author (the portal username) come from the portal",
        params: formParams,
        headers: citizenHeaders,
        body: answerSubmissionSchema,
        response: {
          200: savedAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) =>
      service.submit({
        person: citizenOf(request),
        formId: request.params.id,
        submission: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      }),
  );

  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0 } });

  app.post(
    '/forms/:id/files',
    {
      schema: {
        tags,
        summary:
          "Upload a file while answering a portal form as the token's citizen (multipart field \"file\"), as a public form's upload (the browser's upload cookie owns it until the answer is sent)",
        consumes: ['multipart/form-data'],
        params: formParams,
        headers: citizenHeaders,
        querystring: answerUploadQuerySchema.pick({ purpose: true }),
        response: {
          200: fileRefSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      if (purpose === 'email-attachment') throw apiError('EMAIL_COPY_NOT_IN_PORTAL');
      const { form, municipality } = await openForAnswering(ctx, null, request.params.id, 'citizen-portal');
      if (purpose === 'video' && municipality.settings.videoAttachments !== true)
        throw apiError('VIDEO_NOT_ENABLED');
      return receiveAnswerUpload(ctx, request, reply, {
        formId: form.id,
        purpose,
      });
    },
  );

  app.get(
    '/answers',
    {
      schema: {
        tags,
        summary: "The token's citizen's answers sent from the portal, newest first, 7 a page",
        querystring: portalAnswersQuerySchema,
        headers: citizenHeaders,
        response: {
          200: portalAnswersPageSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => service.list(citizenOf(request), request.query.page),
  );
};

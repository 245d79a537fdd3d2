import fastifyMultipart from '@fastify/multipart';
import {
  answerUpdatedSchema,
  citizenRevisionSchema,
  citizenRevisionViewSchema,
  fileRefSchema,
  type PortalCitizen,
} from '@cabildo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../../http/errors.ts';
import { errorResponses } from '../../../http/openapi.ts';
import { RateLimiter } from '../../../http/rate-limiter.ts';
import { receiveAnswerUpload, uploaderOf } from '../../files/index.ts';
import { disposition } from '../../../http/content-disposition.ts';
import { portalCitizenOf } from '../identity.ts';
import { citizenTokenOf } from '../routes.ts';
import { reviseAnswer, revisionFile, revisionUploadForm, revisionView } from './service.ts';

const tags = ['citizen portal'];
const params = z.object({ id: z.uuid() });

/**
 * The citizen's revision of a request for changes (/ciudadano/revision/{id}/{citizenOaToken}): no
 * staff session; the person is the one `Authorization: Citizen <token>` names, counted per IP
 * before the token is checked, and only that person's answer is found (another's is 404).
 */
export const citizenRevisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const perIp = new RateLimiter(
    ctx.rateLimits,
    'citizen-portal.revision',
    ctx.config.citizenPortal.perMinute,
  );
  const people = new WeakMap<FastifyRequest, PortalCitizen>();
  app.addHook('onRequest', async (request) => {
    await perIp.enforce(request.ip);
    people.set(request, await portalCitizenOf(ctx, citizenTokenOf(request)));
  });
  const personOf = (request: FastifyRequest): PortalCitizen => {
    const person = people.get(request);
    if (!person) throw new Error('citizen revision route without its person');
    return person;
  };

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "The token's citizen's answer as it stands and the request for changes waiting (null: 'Form already answered')",
        params,
        response: {
          200: citizenRevisionViewSchema,
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request) => revisionView(ctx, personOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Complete the request for changes: only the flagged answers, images and documents may change (400 ANSWER_INVALID), something must (409 NO_CHANGES); 409 REVISION_NOT_PENDING when none waits',
        params,
        body: citizenRevisionSchema,
        response: {
          200: answerUpdatedSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) =>
      reviseAnswer(ctx, {
        person: personOf(request),
        answerId: request.params.id,
        revision: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      }),
  );

  app.get(
    '/:id/files/:fileId',
    {
      schema: {
        tags,
        summary:
          "Read a file of the token's citizen's answer (the revision page shows its photos and documents with it; 404 for any other file)",
        params: params.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await revisionFile(ctx, personOf(request), request.params.id, request.params.fileId);
      const body = await ctx.storage.get(file.storageKey);
      if (!body) throw apiError('NOT_FOUND', { resource: 'File' });
      const image = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', disposition(image ? 'inline' : 'attachment', file.originalName))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0 } });

  app.post(
    '/:id/files',
    {
      schema: {
        tags,
        summary:
          'Upload a photo or document for the revision (multipart field "file"): only while a request waits that flags that kind of file (400 otherwise, 409 REVISION_NOT_PENDING when none waits); the browser\'s upload cookie owns it until the revision is sent',
        consumes: ['multipart/form-data'],
        params,
        querystring: z.object({ purpose: z.enum(['image', 'document']) }),
        response: {
          200: fileRefSchema,
          ...errorResponses(400, 401, 404, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      const formId = await revisionUploadForm(ctx, personOf(request), request.params.id, purpose);
      return receiveAnswerUpload(ctx, request, reply, { formId, purpose });
    },
  );
};

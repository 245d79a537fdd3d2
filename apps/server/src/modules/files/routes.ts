import fastifyMultipart from '@fastify/multipart';
import {
  answerUploadQuerySchema,
  fileRefSchema,
  HEADER_IMAGE_MAX_BYTES,
  uploadedFileSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disposition } from '../../http/content-disposition.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { optionalAuth, requireSession } from '../auth/index.ts';
import { uploadHeaderImage } from './header-image.ts';
import { uploaderOf } from './ownership.ts';
import { deletePendingFile, readStoredFile, uploadAnswerFile } from './stored-files.ts';

const tags = ['files'];
/** Anonymous uploads (public forms) per IP and minute. */
const ANONYMOUS_UPLOADS_PER_MINUTE = 60;
const fileIdParams = z.object({ id: z.uuid() });

/** Uploads through the storage port, checked by content; files are read back by their unguessable id. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // One byte over the limit is enough to know a file is too big without reading all of it.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: HEADER_IMAGE_MAX_BYTES + 1, fields: 0 },
  });

  app.post(
    '/header-image',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Upload a form header image (multipart field "file"; png or jpeg by content, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedFileSchema,
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request) => uploadHeaderImage(ctx, request.auth!, () => request.file()),
  );

  const anonymousUploads = new RateLimiter(
    ctx.rateLimits,
    'files.anonymous-uploads',
    ANONYMOUS_UPLOADS_PER_MINUTE,
  );

  app.post(
    '/answers',
    {
      schema: {
        tags,
        summary:
          'Upload a file while answering a form (multipart field "file"), checked by content and by the limits of its purpose',
        description:
          'Open to anyone who may open the form for answering: without a session only public forms (the browser gets an upload cookie that proves ownership until the answer is sent). Videos only where the municipality allows them. E-mail attachments (for the copy of a saved answer) need a session, and the response limit does not apply to them.',
        consumes: ['multipart/form-data'],
        querystring: answerUploadQuerySchema,
        response: {
          200: fileRefSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 429),
        },
      },
    },
    async (request, reply) => uploadAnswerFile(ctx, request, reply, request.query, anonymousUploads),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Read a file by id: header images are public; an answer file only by its uploader until the answer is sent, then by those who may read the answer',
        params: fileIdParams,
      },
    },
    async (request, reply) => {
      const stored = await readStoredFile(ctx, request, reply, request.params.id);
      const { file, body, public: open } = stored;
      const image = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', open ? 'public, max-age=31536000, immutable' : 'private, max-age=300')
        .header('content-disposition', disposition(image ? 'inline' : 'attachment', file.originalName))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an answer file not yet sent with an answer (its uploader only)',
        params: fileIdParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = await optionalAuth(request, reply);
      await deletePendingFile(ctx, auth, request.params.id, uploaderOf(request));
      return reply.code(204).send(null);
    },
  );
};

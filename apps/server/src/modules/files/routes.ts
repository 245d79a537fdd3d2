import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  answerUploadQuerySchema,
  fileRefSchema,
  HEADER_IMAGE_MAX_BYTES,
  isStorableText,
  nameMatchesType,
  sniffImageType,
  TEXT_ERRORS,
  uploadedFileSchema,
} from '@cabildo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { disposition } from '../../http/content-disposition.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { openForCaller } from '../answer-access/index.ts';
import { optionalAuth, requires } from '../auth/index.ts';
import { assertFileReadable, isPublicFile } from './access.ts';
import { receiveAnswerUpload } from './answer-uploads.ts';
import { ownsPendingFile, uploaderOf } from './ownership.ts';

const tags = ['files'];
/** Anonymous uploads (public forms) per IP and minute. */
const ANONYMOUS_UPLOADS_PER_MINUTE = 60;
const fileIdParams = z.object({ id: z.uuid() });

/**
 * The name the browser gave a header image; one the database cannot keep is refused like any other
 * text. (Answer uploads drop control characters from the name instead: see `displayName`.)
 */
function headerImageName(part: { filename?: string }): string | undefined {
  if (part.filename === undefined || isStorableText(part.filename)) return part.filename;
  throw apiError('VALIDATION_FAILED', [{ path: '/file', message: TEXT_ERRORS.invalidCharacters }]);
}

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
      preHandler: requires('update', 'formulario'),
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
    async (request) => {
      const part = await request.file();
      if (!part) throw apiError('FILE_MISSING');
      const body = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw apiError('FILE_TOO_LARGE');
        throw error;
      });
      if (body.length > HEADER_IMAGE_MAX_BYTES || part.file.truncated) {
        throw apiError('FILE_TOO_LARGE');
      }
      const contentType = sniffImageType(body);
      // By content, and a name that says otherwise is refused too (a text file called "logo.png").
      if (!contentType || !nameMatchesType(part.filename, contentType === 'image/png' ? 'png' : 'jpeg'))
        throw apiError('FILE_TYPE_INVALID');
      const name = headerImageName(part);
      const id = randomUUID();
      const storageKey = `header-images/${id}`;
      await ctx.storage.put(storageKey, body, contentType);
      await ctx.database.db.insert(files).values({
        id,
        storageKey,
        contentType,
        size: body.length,
        purpose: 'header-image',
        originalName: name?.slice(0, 200) ?? null,
        uploadedBy: request.auth!.row.id,
      });
      return { id, url: `/api/files/${id}`, contentType, size: body.length };
    },
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
    async (request, reply) => {
      const { formId, purpose } = request.query;
      // An e-mail attachment goes with the copy of an answer already saved, maybe the one that
      // reached the form's response limit.
      const { municipality } = await openForCaller(
        request,
        reply,
        formId,
        anonymousUploads,
        purpose === 'email-attachment' ? { mode: 'inspection', ignoreResponseLimit: true } : {},
      );
      if (purpose === 'video' && municipality.settings.videoAttachments !== true) {
        throw apiError('VIDEO_NOT_ENABLED');
      }

      return receiveAnswerUpload(ctx, request, reply, { formId, purpose });
    },
  );

  const findFile = async (id: string) => {
    const [file] = await ctx.database.db.select().from(files).where(eq(files.id, id)).limit(1);
    return file ?? null;
  };

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
      const file = await findFile(request.params.id);
      if (!file) throw apiError('NOT_FOUND', { resource: 'File' });
      if (!isPublicFile(file)) {
        await assertFileReadable(ctx, file, await optionalAuth(request, reply), uploaderOf(request));
      }
      const body = await ctx.storage.get(file.storageKey);
      if (!body) throw apiError('NOT_FOUND', { resource: 'File' });
      const image = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header(
          'cache-control',
          isPublicFile(file) ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
        )
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
      const file = await findFile(request.params.id);
      if (!file) throw apiError('NOT_FOUND', { resource: 'File' });
      const uploader = uploaderOf(request);
      if (!auth && !uploader.tokenHash) throw apiError('UNAUTHENTICATED');
      if (isPublicFile(file) || !ownsPendingFile(file, uploader)) throw apiError('FORBIDDEN');
      // Only while still pending: an answer saved meanwhile keeps its file.
      const [deleted] = await ctx.database.db
        .delete(files)
        .where(and(eq(files.id, file.id), isNull(files.answerId)))
        .returning({ id: files.id });
      if (!deleted) throw apiError('FORBIDDEN');
      await ctx.storage.delete(file.storageKey);
      return reply.code(204).send(null);
    },
  );
};

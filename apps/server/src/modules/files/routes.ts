import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { HEADER_IMAGE_MAX_BYTES, sniffImageType, uploadedFileSchema } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema.ts';
import { ApiError, errors } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { requires } from '../auth/guard.ts';

const tags = ['files'];

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
        response: { 200: uploadedFileSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const part = await request.file();
      if (!part) throw new ApiError(400, 'VALIDATION_FAILED', 'No file was sent.');
      const body = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ApiError(413, 'FILE_TOO_LARGE', 'La imágen es demasiado grande');
        throw error;
      });
      if (body.length > HEADER_IMAGE_MAX_BYTES || part.file.truncated) {
        throw new ApiError(413, 'FILE_TOO_LARGE', 'La imágen es demasiado grande');
      }
      const contentType = sniffImageType(body);
      if (!contentType) throw new ApiError(400, 'FILE_TYPE_INVALID', 'Formato de archivo inválido');
      const id = randomUUID();
      const storageKey = `header-images/${id}`;
      await ctx.storage.put(storageKey, body, contentType);
      await ctx.database.db.insert(files).values({
        id,
        storageKey,
        contentType,
        size: body.length,
        purpose: 'header-image',
        originalName: part.filename?.slice(0, 200) ?? null,
        uploadedBy: request.auth!.row.id,
      });
      return { id, url: `/api/files/${id}`, contentType, size: body.length };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Read a file by id (header images are shown on public forms)',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const [file] = await ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, request.params.id))
        .limit(1);
      const body = file ? await ctx.storage.get(file.storageKey) : null;
      if (!file || !body) throw errors.notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(body);
    },
  );
};

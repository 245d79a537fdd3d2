import fastifyMultipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, pdfSettingsResponseSchema, pdfSettingsSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { PdfSettingsService } from './pdf-settings.ts';

const tags = ['records'];
const params = z.object({ id: z.uuid() });

/** A municipality's PDF settings and logo (spec part 3 §2, §3 "PDF settings", §5, §9). */
export const pdfSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // One byte over the limit is enough to know a logo is too big without reading all of it.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: LOGO_MAX_BYTES + 1, fields: 0 },
  });
  const service = new PdfSettingsService(ctx);
  const response = {
    200: pdfSettingsResponseSchema,
    ...errorResponses(400, 401, 403, 404),
  };

  app.get(
    '/:id/pdf-settings',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "A municipality's PDF settings and whether it has a logo (defaults until someone sets them)",
        description:
          'For those who may update forms in the municipality, or read its answers; the admin, any municipality.',
        params,
        response,
      },
    },
    async (request) => service.view(request.auth!, request.params.id),
  );

  app.put(
    '/:id/pdf-settings',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Change a municipality's PDF settings (who may update forms there; the admin, any)",
        description:
          'Portable print cannot be turned on while a logo is stored (409 LOGO_WITH_PORTABLE_PRINT, nothing changed).',
        params,
        body: pdfSettingsSchema,
        response: { ...response, ...errorResponses(409) },
      },
    },
    async (request) => service.save(request.auth!, request.params.id, request.body, request.ip),
  );

  app.get(
    '/:id/pdf-settings/logo',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "The municipality's PDF logo (the image)",
        params,
      },
    },
    async (request, reply) => {
      const logo = await service.logo(request.auth!, request.params.id);
      return reply
        .header('content-type', logo.type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );

  app.put(
    '/:id/pdf-settings/logo',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Upload (or replace) the PDF logo (multipart field "file"; png or jpeg by content, at most 5 MB)',
        description:
          'Refused while portable print is on (409 LOGO_WITH_PORTABLE_PRINT). The type is read from the content, whatever the name says; the width and height from the image header.',
        consumes: ['multipart/form-data'],
        params,
        response: { ...response, ...errorResponses(409, 413) },
      },
    },
    async (request) => service.uploadLogo(request.auth!, request.params.id, () => request.file(), request.ip),
  );

  app.delete(
    '/:id/pdf-settings/logo',
    {
      preHandler: requireSession,
      schema: { tags, summary: 'Remove the PDF logo', params, response },
    },
    async (request) => service.removeLogo(request.auth!, request.params.id, request.ip),
  );
};

import fastifyMultipart from '@fastify/multipart';
import {
  LOGO_MAX_BYTES,
  mayEditPdfSettings,
  mayReadPdfSettings,
  pdfSettingsResponseSchema,
  pdfSettingsSchema,
  readLogo,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { authenticate } from '../auth/index.ts';
import { deleteLogo, saveLogo, saveSettings, settingsView, storedLogo } from './settings-repository.ts';

const tags = ['records'];
const params = z.object({ id: z.uuid() });

/**
 * Route guard: signed in and allowed to read (or change) the PDF settings of the municipality in
 * the path — never another municipality's, the admin aside (docs/decisions.md "Records").
 */
function settingsAccess(need: 'read' | 'edit') {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const auth = await authenticate(request, reply);
    const { id } = request.params as { id: string };
    const allowed =
      need === 'edit'
        ? mayEditPdfSettings(auth.ability, auth.actor, id)
        : mayReadPdfSettings(auth.ability, auth.actor, id);
    if (!allowed) throw apiError('FORBIDDEN');
    const [found] = await request.server.ctx.database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.id, id))
      .limit(1);
    if (!found) throw apiError('NOT_FOUND', { resource: 'Municipality' });
  };
}

const tooLarge = () => apiError('LOGO_TOO_LARGE');

/** A municipality's PDF settings and logo (spec part 3 §2, §3 "PDF settings", §5, §9). */
export const pdfSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // One byte over the limit is enough to know a logo is too big without reading all of it.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: LOGO_MAX_BYTES + 1, fields: 0 },
  });
  const actorOf = (request: FastifyRequest) => ({
    id: request.auth!.row.id,
    ip: request.ip,
  });
  const response = {
    200: pdfSettingsResponseSchema,
    ...errorResponses(400, 401, 403, 404),
  };

  app.get(
    '/:id/pdf-settings',
    {
      preHandler: settingsAccess('read'),
      schema: {
        tags,
        summary: "A municipality's PDF settings and whether it has a logo (defaults until someone sets them)",
        description:
          'For those who may update forms in the municipality, or read its answers; the admin, any municipality.',
        params,
        response,
      },
    },
    async (request) => settingsView(ctx.database.db, request.params.id),
  );

  app.put(
    '/:id/pdf-settings',
    {
      preHandler: settingsAccess('edit'),
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
    async (request) => saveSettings(ctx, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/:id/pdf-settings/logo',
    {
      preHandler: settingsAccess('read'),
      schema: {
        tags,
        summary: "The municipality's PDF logo (the image)",
        params,
      },
    },
    async (request, reply) => {
      const logo = await storedLogo(ctx.database.db, request.params.id);
      if (!logo) throw apiError('NOT_FOUND', { resource: 'Logo' });
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
      preHandler: settingsAccess('edit'),
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
    async (request) => {
      const part = await request.file();
      if (!part) throw apiError('FILE_MISSING');
      const body = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      if (part.file.truncated) throw tooLarge();
      const read = readLogo(body);
      if (!read.ok) {
        if (read.code === 'LOGO_TOO_LARGE') throw tooLarge();
        throw apiError('LOGO_FORMAT_INVALID');
      }
      return saveLogo(ctx, request.params.id, body, read.logo, actorOf(request));
    },
  );

  app.delete(
    '/:id/pdf-settings/logo',
    {
      preHandler: settingsAccess('edit'),
      schema: { tags, summary: 'Remove the PDF logo', params, response },
    },
    async (request) => deleteLogo(ctx, request.params.id, actorOf(request)),
  );
};

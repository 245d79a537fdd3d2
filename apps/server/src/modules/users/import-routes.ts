import fastifyMultipart from '@fastify/multipart';
import {
  USER_IMPORT_MAX_BYTES,
  userImportPreviewSchema,
  userImportQuerySchema,
  userImportSummarySchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { readerLanguage } from '../../i18n.ts';
import { requireSession } from '../auth/index.ts';
import { uploadedImportFile } from './import-file.ts';
import { UserImportService } from './import.ts';
import { importTemplate } from './import-template.ts';

const tags = ['users'];
const FILE_DESCRIPTION =
  'Multipart field "file": a CSV (UTF-8, comma or semicolon, header row, BOM tolerated) or an Excel workbook (.xlsx, first sheet), told apart by content; at most 5 MB and 5,000 rows. Columns (headers in any interface language or by key): email, firstName, lastName, role (key or displayed name in the reader\'s language), areas (names or ids of the municipality, separated by ";"), and optional username (else the e-mail\'s local part), inspectorId (Legajo), language (es, en, ca, pt, gl, eu, es-419, ja; else the importer\'s). The admin names the municipality (municipalityId); an elevated supervisor imports into the own one only.';

/** Users in bulk (issue 29 item 5): template, preview (writes nothing) and import. */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UserImportService(app.ctx);
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: USER_IMPORT_MAX_BYTES + 1, fields: 0 },
  });

  app.get(
    '/template',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "The import template: the header row in the reader's language and one example row",
        querystring: userImportQuerySchema.extend({
          format: z.enum(['csv', 'xlsx']).default('csv'),
        }),
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.any().describe('The template file (CSV or .xlsx)'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const template = await importTemplate(
        app.ctx,
        request.auth!,
        request.query.format,
        readerLanguage(request),
        request.query.municipalityId,
      );
      return reply
        .header('content-type', template.contentType)
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(template.bytes);
    },
  );

  app.post(
    '/preview',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Check an import file row by row with the create-user rules; writes nothing',
        description: `${FILE_DESCRIPTION} The management system is not asked here (it reserves a username it is asked about): its refusals are the import's "failed" rows.`,
        consumes: ['multipart/form-data'],
        querystring: userImportQuerySchema,
        response: {
          200: userImportPreviewSchema,
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    },
    async (request) =>
      service.preview(
        request.auth!,
        () => uploadedImportFile(request),
        request.query.municipalityId,
        readerLanguage(request),
      ),
  );

  app.post(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Import the valid rows of a file: checked again, created in one transaction, invitations queued',
        description: `${FILE_DESCRIPTION} Rows with problems are skipped; rows whose username the management system refuses fail; the others are created with an invitation e-mail sent by the user-invitation-mail job. The summary comes with its CSV (reader's language, formula-safe cells).`,
        consumes: ['multipart/form-data'],
        querystring: userImportQuerySchema,
        response: {
          200: userImportSummarySchema,
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) =>
      service.import(
        request.auth!,
        () => uploadedImportFile(request),
        request.query.municipalityId,
        readerLanguage(request),
        request.ip,
      ),
  );
};

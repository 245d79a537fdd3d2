import {
  auditFilterSchema,
  auditHistoryQuerySchema,
  auditListQuerySchema,
  auditListSchema,
  auditVerificationSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disposition } from '../../http/content-disposition.ts';
import { errorResponses } from '../../http/openapi.ts';
import { readerLanguage } from '../../i18n.ts';
import { requireSession } from '../auth/index.ts';
import { AuditService } from './service.ts';

const tags = ['audit'];

/**
 * The audit trail (issue 31 items 1–2): the viewer's list, a record's history, the CSV export and
 * the chain's verification. The service asks the access gate (admin: everything; elevated
 * supervisor: the own municipality; verification: admin only).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuditService(app.ctx.database.db);

  app.get(
    '/',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered, a page at a time (keyset cursor)',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      return service.list(request.auth!, filter, { cursor, limit });
    },
  );

  app.get(
    '/history',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "One record's history: an answer's or a user's audit rows, newest first",
        querystring: auditHistoryQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { cursor, limit, ...target } = request.query;
      return service.history(request.auth!, target, { cursor, limit });
    },
  );

  app.get(
    '/export',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV (headers in the reader’s language; the export is audited)',
        querystring: auditFilterSchema,
        response: {
          200: z.string().meta({ description: 'text/csv' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.auth!, request.query, readerLanguage(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', disposition('attachment', csv.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(csv.body);
    },
  );

  app.post(
    '/verify',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Recompute the hash chains (admin) and name the first row of each that does not match',
        body: z.object({ municipalityId: z.uuid().optional() }).default({}),
        response: { 200: auditVerificationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.verify(request.auth!, request.body.municipalityId),
  );
};

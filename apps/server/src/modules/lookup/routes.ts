import {
  recordLookupParamsSchema,
  recordLookupQuerySchema,
  statusLookupQuerySchema,
  statusLookupResultSchema,
} from '@cabildo/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { requestLanguage } from '../../i18n.ts';
import { sendPdf } from '../records/index.ts';
import { lookUpStatus, RecordLookup } from './service.ts';

const tags = ['public lookups'];
/** Status lookups per IP and minute: enough for a person, too few to walk through the codes. */
export const STATUS_LOOKUPS_PER_MINUTE = 30;
/** Record lookups per IP and minute, found or not. */
export const RECORD_LOOKUPS_PER_MINUTE = 20;

/**
 * The public lookups (spec part 3 §2): no session. Every request counts against its IP's budget,
 * whatever it finds, so a guesser cannot enumerate codes.
 */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const statusLookups = new RateLimiter(ctx.rateLimits, 'lookup.status', STATUS_LOOKUPS_PER_MINUTE);
  const recordLookups = new RateLimiter(ctx.rateLimits, 'lookup.records', RECORD_LOOKUPS_PER_MINUTE);
  const records = new RecordLookup(ctx, app.log);

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary:
          'The current state of an answer of a public form by its code (/publico/consultar-estado); rate-limited per IP',
        querystring: statusLookupQuerySchema,
        response: {
          200: statusLookupResultSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      await statusLookups.enforce(request.ip);
      return lookUpStatus(ctx, request.query.code, request.ip);
    },
  );

  app.get(
    '/records/:code',
    {
      schema: {
        tags,
        summary:
          'The PDF record (acta) whose download code is exactly :code (/actas/consultar); rate-limited per IP, misses included',
        params: recordLookupParamsSchema,
        querystring: recordLookupQuerySchema,
        response: {
          200: z.any().describe('The PDF record (application/pdf), as a download'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await recordLookups.enforce(request.ip);
      const language = request.query.lang ?? requestLanguage(request.headers['accept-language']);
      const found = await records.find(request.params.code, language, request.ip);
      return sendPdf(reply, found.pdf, found.code);
    },
  );
};

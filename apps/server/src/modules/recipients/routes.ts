import { recipientSearchPageSchema, recipientSearchQuerySchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { RecipientSearchService } from './service.ts';

const tags = ['recipient search'];

/** The recipient search of the welcome page (spec part 3 §2 "Recipient search"). */
export const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RecipientSearchService(app.ctx, app.log);

  app.get(
    '/answers',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Who a DNI/ID (6 to 14 letters or digits) or CUIT/RUC (11 to 14 digits) is, and one page (5) of the answers linked to it in the person's areas, newest first, with the total and keyset cursors. Supervisor, elevated supervisor, admin and private census taker (own answers only); forms not deleted; rate-limited per person, audited",
        querystring: recipientSearchQuerySchema,
        response: {
          200: recipientSearchPageSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => service.search(request.auth!, request.query, request.ip),
  );
};

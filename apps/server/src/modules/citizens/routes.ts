import { citizenDataSchema, citizenLookupQuerySchema, createCitizenRequestSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { CitizenService } from './service.ts';

const tags = ['citizens'];

export const citizenRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CitizenService(app.ctx, app.log);

  app.get(
    '/lookup',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Find a natural person by document (6 to 14 letters or digits) or a legal entity by tax id in the registry of the form's municipality (people of that municipality only; rate-limited per person, audited)",
        querystring: citizenLookupQuerySchema,
        response: {
          200: citizenDataSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => service.lookup(request.auth!, request.query, request.ip),
  );

  app.post(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Register a natural person or a legal entity in the registry of the form's municipality (people of that municipality only; rate-limited per person)",
        body: createCitizenRequestSchema,
        response: {
          200: citizenDataSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      const { formId, ...citizen } = request.body;
      return service.create(request.auth!, formId, citizen, request.ip);
    },
  );
};

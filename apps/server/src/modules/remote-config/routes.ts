import { remoteConfigSchema, remoteConfigUpdateSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';

const tags = ['remote-config'];

export const remoteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Remote configuration (public)',
        response: { 200: remoteConfigSchema },
      },
    },
    async () => ctx.remoteConfig.get(),
  );

  app.put(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Change remote configuration (admin). A past web_session_revokation_datetime of 19+ characters ends every session created before it.',
        body: remoteConfigUpdateSchema,
        response: { 200: remoteConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ctx.remoteConfig.update(request.auth!, request.body, request.ip),
  );
};

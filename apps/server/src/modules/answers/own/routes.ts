import { ownAnswersPageSchema, ownAnswersQuerySchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/openapi.ts';
import { requireSession, type AuthContext } from '../../auth/index.ts';
import { openForAnswering } from '../../answer-access/index.ts';
import { listOwnAnswers } from './list.ts';
import { OwnAnswerEventHub } from './live.ts';

const tags = ['answers'];
const idParams = z.object({ id: z.uuid() });

/**
 * The signed-in person's own answers of a form (spec part 3 §2 "Own answers"): a session is
 * enough, and the form must be one the person may open to answer (inspection mode). The event
 * stream pushes `saved` whenever the person saves another answer of the form, on any instance.
 */
export const ownAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const hub = new OwnAnswerEventHub();
  await hub.start(ctx.database);
  // Shutting down: the streams end before the drain (their pages reconnect to another instance).
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  const formOf = (auth: AuthContext, id: string) =>
    openForAnswering(ctx, auth, id, 'inspection', {
      ignoreResponseLimit: true,
    });

  app.get(
    '/:id/answers/mine',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "One page (7) of the signed-in person's answers of a form, newest first; keyset cursors and the total",
        params: idParams,
        querystring: ownAnswersQuerySchema,
        response: {
          200: ownAnswersPageSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { form } = await formOf(auth, request.params.id);
      return listOwnAnswers(ctx, form, auth, request.query);
    },
  );

  app.get(
    '/:id/answers/mine/events',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Server-Sent Events: `saved` when the signed-in person saves another answer of the form',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { form } = await formOf(auth, request.params.id);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n: connected\n\n');
      hub.attach({ formId: form.id, userId: auth.row.id }, reply.raw);
    },
  );
};

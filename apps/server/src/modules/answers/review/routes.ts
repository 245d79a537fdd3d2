import {
  ANSWER_POINTS_CONTENT_TYPE,
  answerCountSchema,
  answerFilterQuerySchema,
  answerListPageSchema,
  answerListQuerySchema,
  answerStateChangeSchema,
  answerStateSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/openapi.ts';
import { requireSession } from '../../auth/index.ts';
import { deleteAnswer } from './deletion.ts';
import { reviewAnswerCount, reviewAnswerList, reviewAnswerPoints } from './reviewing.ts';
import { changeAnswerState } from './state.ts';

const tags = ['answers'];

const idParams = z.object({ id: z.uuid() });

/** Reviewing the answers of a form (spec part 3 §2, §4): list, count, map points, state change, delete. */
export const answerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/forms/:id/answers',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'One page (15) of the answers of a form the person may see, newest first, filtered; keyset cursors for the neighbouring pages (null at either end). The total is GET …/answers/count',
        params: idParams,
        querystring: answerListQuerySchema,
        response: {
          200: answerListPageSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => reviewAnswerList(ctx, request.auth!, request.params.id, request.query),
  );

  app.get(
    '/forms/:id/answers/count',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'How many answers of a form the person may see with the list filters (the pager total)',
        params: idParams,
        querystring: answerFilterQuerySchema,
        response: {
          200: answerCountSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => reviewAnswerCount(ctx, request.auth!, request.params.id, request.query),
  );

  app.get(
    '/forms/:id/answers/points',
    {
      preHandler: requireSession,
      // Binary, unlike the rest of the API, yet compressing pays: 3.5 MB → 2.4 MB of Brotli at 100,000 answers.
      compress: {
        customTypes: /^application\/octet-stream$/u,
        encodings: ['br', 'gzip'],
      },
      schema: {
        tags,
        summary:
          'The located answers of a form for the map, with the list filters (at most 200,000), and where the map opens',
        params: idParams,
        querystring: answerFilterQuerySchema,
        response: {
          200: {
            description:
              'One binary body, little-endian: "CAP1", uint32 n, float64 centre latitude and longitude, then n int32 pairs [longitude, latitude] in 1e-7 degrees, n ids (16 bytes each), n uint32 ends of the codes and the codes in UTF-8 (packages/domain/src/answers/points.ts reads and writes it)',
            content: {
              [ANSWER_POINTS_CONTENT_TYPE]: {
                schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      reply
        .type(ANSWER_POINTS_CONTENT_TYPE)
        .send(await reviewAnswerPoints(ctx, request.auth!, request.params.id, request.query)),
  );

  app.put(
    '/answers/:id/state',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Move an answer to another workflow state along one of its current state's transitions; appends to the history",
        params: idParams,
        body: answerStateChangeSchema,
        response: {
          200: z.object({ state: answerStateSchema, updatedAt: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      changeAnswerState(ctx, request.auth!, request.params.id, request.body.stateId, request.ip),
  );

  app.delete(
    '/answers/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Delete an answer and its files (not citizen-portal, payment, or signed answers unless signatures stay editable)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAnswer(ctx, request.auth!, request.params.id, request.ip, request.log);
      return reply.code(204).send(null);
    },
  );
};

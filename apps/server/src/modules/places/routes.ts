import {
  assetIdParamsSchema,
  assetSchema,
  nearbyAssetsSchema,
  placeFormQuerySchema,
  placePointQuerySchema,
  placeSearchQuerySchema,
  placeSearchResultSchema,
  reverseGeocodeResultSchema,
} from '@cabildo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { openForCaller } from '../answer-access/index.ts';
import { PlaceService } from './service.ts';

const tags = ['places'];
const ANONYMOUS_CALLS_PER_MINUTE = 60;

/**
 * The map of the answer screen. Whoever may open the form for answering may call: anonymous
 * people on public forms (a few calls a minute per IP), signed-in people as in inspection view.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PlaceService(app.ctx, app.log);
  const anonymousLimiter = new RateLimiter(
    app.ctx.rateLimits,
    'places.anonymous',
    ANONYMOUS_CALLS_PER_MINUTE,
  );

  async function open(request: FastifyRequest, reply: FastifyReply, formId: string) {
    const { auth, ...opened } = await openForCaller(request, reply, formId, anonymousLimiter);
    return { opened, username: auth?.row.username ?? null };
  }

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Addresses matching a text, near the municipality of the form (at most 5)',
        querystring: placeSearchQuerySchema,
        response: {
          200: placeSearchResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { opened } = await open(request, reply, request.query.formId);
      return { results: await service.search(opened, request.query.q) };
    },
  );

  app.get(
    '/reverse',
    {
      schema: {
        tags,
        summary: 'The address at a point (null when the provider knows none)',
        querystring: placePointQuerySchema,
        response: {
          200: reverseGeocodeResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { opened } = await open(request, reply, request.query.formId);
      return {
        address: await service.reverse(opened, request.query.lat, request.query.lng),
      };
    },
  );

  app.get(
    '/assets',
    {
      schema: {
        tags,
        summary:
          "The municipality's assets within 1 km of a point, nearest first (none where lookup is skipped)",
        querystring: placePointQuerySchema,
        response: {
          200: nearbyAssetsSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { opened, username } = await open(request, reply, request.query.formId);
      const { lat, lng } = request.query;
      return { assets: await service.nearbyAssets(opened, username, lat, lng) };
    },
  );

  app.get(
    '/assets/:id',
    {
      schema: {
        tags,
        summary: 'One asset of the municipality of the form',
        params: assetIdParamsSchema,
        querystring: placeFormQuerySchema,
        response: {
          200: assetSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { opened, username } = await open(request, reply, request.query.formId);
      const asset = await service.asset(opened, username, request.params.id);
      if (!asset) throw apiError('NOT_FOUND', { resource: 'Asset' });
      return asset;
    },
  );
};

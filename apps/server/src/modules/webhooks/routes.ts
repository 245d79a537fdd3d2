import {
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListQuerySchema,
  webhookEndpointListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { WebhookService } from './service.ts';

const tags = ['webhooks'];
const idParams = z.object({ id: z.uuid() });

/**
 * Webhooks (issue 18 item 4, beyond the spec): endpoints that receive signed answer events, and
 * their delivery log. Admin: any municipality; elevated supervisor: the own one; nobody else.
 * The payloads and how to verify a delivery: docs/api.md.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const service = new WebhookService(ctx.database.db, ctx.config, ctx.webhooks.secrets);

  app.get(
    '/endpoints',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Webhook endpoints (admin: all or one municipality; elevated supervisor: the own)',
        querystring: webhookEndpointListQuerySchema,
        response: {
          200: webhookEndpointListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      rows: await service.list(request.auth!, request.query.municipalityId),
    }),
  );

  app.get(
    '/forms',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "The municipality's forms an endpoint may be for",
        querystring: z.object({ municipalityId: z.uuid() }),
        response: {
          200: z.object({
            rows: z.array(z.object({ id: z.uuid(), title: z.string() })),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      rows: await service.forms(request.auth!, request.query.municipalityId),
    }),
  );

  app.post(
    '/endpoints',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Register an endpoint (https, public address); its signing secret is answered once',
        body: webhookEndpointInputSchema,
        response: {
          201: webhookSecretSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.auth!, request.body, request.ip)),
  );

  app.patch(
    '/endpoints/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Switch an endpoint on or off, or change its address, events or description',
        params: idParams,
        body: webhookEndpointPatchSchema,
        response: {
          200: webhookEndpointSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.update(request.auth!, request.params.id, request.body, request.ip),
  );

  app.delete(
    '/endpoints/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.auth!, request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/endpoints/:id/secret',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'A new signing secret, answered once (the old one stops at once)',
        params: idParams,
        response: {
          200: webhookSecretSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => service.rotateSecret(request.auth!, request.params.id, request.ip),
  );

  app.get(
    '/deliveries',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first",
        querystring: webhookDeliveryListQuerySchema,
        response: {
          200: webhookDeliveryListSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.deliveries(request.auth!, request.query),
  );

  app.post(
    '/deliveries/:id/retry',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Send a delivery again (due now, with a fresh retry schedule)',
        params: idParams,
        response: {
          200: webhookDeliverySchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => service.retry(request.auth!, request.params.id, request.ip),
  );
};

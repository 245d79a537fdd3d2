import {
  createdUserSchema,
  municipalCreateUserSchema,
  updateUserSchema,
  userListQuerySchema,
  userListSchema,
  userRowSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { userImportRoutes } from './import-routes.ts';
import { UserService } from './service.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { readerLanguage } from '../../i18n.ts';

const tags = ['users'];
const idParams = z.object({ id: z.uuid() });

/** User administration: admin (every user) and elevated supervisor (own municipality). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const service = new UserService(ctx);
  // Users in bulk: its own scope, for its multipart parser.
  await app.register(userImportRoutes, { prefix: '/import' });

  app.get(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Users, paged, sorted and searched on the server',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.auth!, request.query),
  );

  app.get(
    '/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'One user',
        params: idParams,
        response: { 200: userRowSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.get(request.auth!, request.params.id),
  );

  app.post(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Create a user: the username is verified with the management system first; a password user gets an invitation e-mail (7 days)',
        body: municipalCreateUserSchema.extend({
          municipalityId: z.uuid().optional(),
        }),
        response: {
          200: createdUserSchema,
          ...errorResponses(400, 401, 403, 404, 409, 502),
        },
      },
    },
    async (request) =>
      service.create(request.auth!, request.body, request.ip, readerLanguage(request), request.log),
  );

  app.put(
    '/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Edit a user (the username never changes); records last update and who made it',
        params: idParams,
        body: updateUserSchema,
        response: {
          200: userRowSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => service.update(request.auth!, request.params.id, request.body, request.ip),
  );

  app.post(
    '/:id/disabled',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Disable (ends every session) or enable a user (admin)',
        params: idParams,
        body: z.object({ disabled: z.boolean() }),
        response: { 200: userRowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.setDisabled(request.auth!, request.params.id, request.body.disabled, request.ip),
  );

  app.post(
    '/:id/sign-out-everywhere',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'End every session of a user (admin); open pages go to the sign-in',
        params: idParams,
        response: {
          200: z.object({ revoked: z.number().int() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => signOutEverywhere(ctx, request.auth!, request.params.id, request.ip),
  );
};

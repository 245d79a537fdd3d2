import {
  areaInputSchema,
  areaListQuerySchema,
  areaListSchema,
  areaViewSchema,
  locationTreeSchema,
  municipalityInputSchema,
  municipalityViewSchema,
  textSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { GeographyAdministration } from './administration.ts';

/** Location tree, municipalities (admin) and municipal areas (admin, elevated supervisor: own municipality). */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  const administration = new GeographyAdministration(app.ctx);

  app.get(
    '/geography/tree',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary: 'Countries > provinces > municipalities > areas (admin: all; others: the own municipality)',
        response: { 200: locationTreeSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => administration.tree(request.auth!),
  );

  app.get(
    '/municipalities',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary: 'Municipalities, filtered by name (admin)',
        querystring: z.object({ name: textSchema.trim().max(120).default('') }),
        response: {
          200: z.array(municipalityViewSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => administration.municipalities(request.auth!, request.query.name),
  );

  const municipalityResponse = {
    200: municipalityViewSchema,
    ...errorResponses(400, 401, 403, 404),
  };
  app.post(
    '/municipalities',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary: 'Create a municipality (admin)',
        body: municipalityInputSchema,
        response: municipalityResponse,
      },
    },
    async (request) => administration.createMunicipality(request.auth!, request.body, request.ip),
  );

  app.put(
    '/municipalities/:id',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary: 'Edit a municipality (admin)',
        params: z.object({ id: z.uuid() }),
        body: municipalityInputSchema,
        response: municipalityResponse,
      },
    },
    async (request) =>
      administration.updateMunicipality(request.auth!, request.params.id, request.body, request.ip),
  );

  app.get(
    '/areas',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary:
          'Municipal areas by name and municipality, 7 a page (elevated supervisor: own municipality only)',
        querystring: areaListQuerySchema,
        response: { 200: areaListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => administration.areas(request.auth!, request.query),
  );

  app.post(
    '/areas',
    {
      preHandler: requireSession,
      schema: {
        tags: ['geography'],
        summary: 'Create a municipal area (elevated supervisor: in the own municipality only)',
        body: areaInputSchema,
        response: {
          200: areaViewSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => administration.createArea(request.auth!, request.body, request.ip),
  );
};

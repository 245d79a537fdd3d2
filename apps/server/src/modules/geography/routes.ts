import { subject } from '@casl/ability';
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
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { requires, requireSession } from '../auth/index.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import { queueStatisticsRecount } from './time-zone.ts';

/** Location tree, municipalities (admin) and municipal areas (admin, elevated supervisor: own municipality). */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geography } = app.ctx;

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
    async (request) => {
      const auth = request.auth!;
      return mayAccess(auth, 'manage', 'municipio')
        ? geography.locationTree()
        : geography.treeFor(auth.user.municipality?.id ?? null);
    },
  );

  app.get(
    '/municipalities',
    {
      preHandler: requires('manage', 'usuario'),
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
    async (request) => geography.listMunicipalities(request.query.name),
  );

  const municipalityResponse = {
    200: municipalityViewSchema,
    ...errorResponses(400, 401, 403, 404),
  };
  const viewOf = async (id: string) => {
    const view = (await geography.listMunicipalities('')).find((m) => m.id === id);
    if (!view) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    return view;
  };

  app.post(
    '/municipalities',
    {
      preHandler: requires('manage', 'usuario'),
      schema: {
        tags: ['geography'],
        summary: 'Create a municipality (admin)',
        body: municipalityInputSchema,
        response: municipalityResponse,
      },
    },
    async (request) => {
      const saved = await geography.createMunicipality(request.body, {
        id: request.auth!.row.id,
        ip: request.ip,
      });
      return viewOf(saved.id);
    },
  );

  app.put(
    '/municipalities/:id',
    {
      preHandler: requires('manage', 'usuario'),
      schema: {
        tags: ['geography'],
        summary: 'Edit a municipality (admin)',
        params: z.object({ id: z.uuid() }),
        body: municipalityInputSchema,
        response: municipalityResponse,
      },
    },
    async (request) => {
      const saved = await geography.updateMunicipality(request.params.id, request.body, {
        id: request.auth!.row.id,
        ip: request.ip,
      });
      // Its answers' days and hours were counted in the old zone (statistics/recount.ts).
      if (saved.timeZoneChanged) await queueStatisticsRecount(app.ctx, saved.id);
      return viewOf(saved.id);
    },
  );

  app.get(
    '/areas',
    {
      preHandler: requires('manage', 'usuario_municipio'),
      schema: {
        tags: ['geography'],
        summary:
          'Municipal areas by name and municipality, 7 a page (elevated supervisor: own municipality only)',
        querystring: areaListQuerySchema,
        response: { 200: areaListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const municipalityId = mayAccess(auth, 'manage', 'municipio')
        ? (request.query.municipalityId ?? null)
        : (auth.user.municipality?.id ?? null);
      return geography.listAreas({ ...request.query, municipalityId });
    },
  );

  app.post(
    '/areas',
    {
      preHandler: requires('manage', 'usuario_municipio'),
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
    async (request) => {
      const { row } = request.auth!;
      requireAccess(request.auth!, 'read', subject('municipio', { id: request.body.municipalityId }));
      const area = await geography.createArea(request.body, {
        id: row.id,
        ip: request.ip,
      });
      const municipality = await geography.municipality(area.municipalityId);
      return {
        id: area.id,
        name: area.name,
        municipality: { id: municipality!.id, name: municipality!.name },
      };
    },
  );
};

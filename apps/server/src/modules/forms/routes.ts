import {
  duplicateFormSchema,
  formDetailSchema,
  formListQuerySchema,
  formListSchema,
  formTemplateSchema,
  incidentTypeSchema,
  incidentTypesQuerySchema,
  managementAreaSchema,
  managementListQuerySchema,
  scopeChangeSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { FormManagement } from './management.ts';
import { FormService } from './service.ts';

const tags = ['forms'];
const idParams = z.object({ id: z.uuid() });

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FormService(app.ctx, app.log);
  const management = new FormManagement(app.ctx, app.log);

  app.get(
    '/management/areas',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "The management system's areas (getMuniCoreAreas) for the municipality of a form's main area, to pick the incident area from",
        querystring: managementListQuerySchema,
        response: {
          200: z.array(managementAreaSchema),
          ...errorResponses(400, 401, 403, 404, 502),
        },
      },
    },
    async (request) => management.areas(request.auth!, request.query.areaId),
  );

  app.get(
    '/management/incident-types',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "The management system's incident types of one of its areas, to pick the form's type from",
        querystring: incidentTypesQuerySchema,
        response: {
          200: z.array(incidentTypeSchema),
          ...errorResponses(400, 401, 403, 404, 502),
        },
      },
    },
    async (request) =>
      management.incidentTypes(request.auth!, request.query.areaId, request.query.managementAreaId),
  );

  app.get(
    '',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Forms the user may see (non-admin: forms of the own areas), 7 a page, never deleted ones',
        querystring: formListQuerySchema,
        response: { 200: formListSchema, ...errorResponses(400, 401, 403) },
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
        summary: 'One form with its template and lock',
        params: idParams,
        response: { 200: formDetailSchema, ...errorResponses(401, 403, 404) },
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
          'Create a form; the save rules of the editor apply. With incidents and no incident type, one named after the form is created in the management system (502 INCIDENT_TYPE_CREATE_FAILED saves nothing)',
        body: formTemplateSchema,
        response: {
          200: formDetailSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.create(request.auth!, request.body, request.ip),
  );

  app.put(
    '/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Save a form; refused (409 FORM_LOCKED, FORM_HAS_ANSWERS) when answers lock it',
        params: idParams,
        body: formTemplateSchema,
        response: {
          200: formDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => service.update(request.auth!, request.params.id, request.body, request.ip),
  );

  app.put(
    '/:id/scope',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The public/private switch (admin, elevated supervisor, generator; never citizen forms)',
        params: idParams,
        body: scopeChangeSchema,
        response: {
          200: scopeChangeSchema,
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => service.setPublic(request.auth!, request.params.id, request.body.public, request.ip),
  );

  app.post(
    '/:id/duplicate',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Copy a form into an area (non-admin: one of the own areas)',
        params: idParams,
        body: duplicateFormSchema,
        response: {
          200: formDetailSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.duplicate(request.auth!, request.params.id, request.body.areaId, request.ip),
  );

  app.delete(
    '/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Delete a form: soft when it has answers, removed otherwise',
        params: idParams,
        response: {
          200: z.object({ soft: z.boolean() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => service.delete(request.auth!, request.params.id, request.ip),
  );
};

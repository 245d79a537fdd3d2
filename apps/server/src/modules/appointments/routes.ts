import {
  agendaListSchema,
  agendasQuerySchema,
  bookingRedirectSchema,
  bookingRequestSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { AppointmentService } from './service.ts';

const tags = ['appointments'];

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AppointmentService(app.ctx, app.log);

  app.get(
    '/appointments/agendas',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "The booking system's agendas for appointments (getTurneroGroupProcedure, procedure type 2) of the municipality of a form's main area, for those who edit its forms",
        querystring: agendasQuerySchema,
        response: {
          200: agendaListSchema,
          ...errorResponses(400, 401, 403, 404, 502),
        },
      },
    },
    async (request) => service.agendas(request.auth!, request.query.areaId),
  );

  app.post(
    '/public/answers/:id/appointment',
    {
      schema: {
        tags,
        summary:
          "Where the browser that sent an answer (its clientSubmissionId) books the appointment of the answer's form: the booking system's authorise address with code (getTurneroEncryptCode), tenant and formData; rate-limited per IP",
        params: z.object({ id: z.uuid() }),
        body: bookingRequestSchema,
        response: {
          200: bookingRedirectSchema,
          ...errorResponses(400, 404, 409, 429, 502),
        },
      },
    },
    async (request) => service.redirect(request.ip, request.params.id, request.body.clientSubmissionId),
  );
};

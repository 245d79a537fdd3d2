import { changesRequestInputSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/openapi.ts';
import { requireSession } from '../../auth/index.ts';
import { requestChanges } from './request.ts';

const changesRequestSentSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  updatedAt: z.string(),
  /** Whether the management system took the message (sendExternalMessage). */
  messageSent: z.boolean(),
  /** Whether the e-mail went to the citizen's address (none when the citizen has no e-mail). */
  emailSent: z.boolean(),
});

/** Staff ask the answer's citizen for changes (spec part 3 §4 "Review request and citizen correction"). */
export const changesRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/:id/requests-for-changes',
    {
      preHandler: requireSession,
      schema: {
        tags: ['answers'],
        summary:
          'Ask the citizen for changes: marked answers, images, documents and sections with a comment (400 CHANGES_REQUEST_EMPTY, CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS; 409 CHANGES_REQUEST_NOT_OFFERED, CHANGES_REQUEST_PENDING); the citizen is told by message and e-mail with the revision link',
        params: z.object({ id: z.uuid() }),
        body: changesRequestInputSchema,
        response: {
          200: changesRequestSentSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      requestChanges(ctx, request.log, {
        auth: request.auth!,
        answerId: request.params.id,
        input: request.body,
        ip: request.ip,
      }),
  );
};

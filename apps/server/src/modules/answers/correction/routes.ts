import {
  answerCompletionSchema,
  answerCorrectionSchema,
  answerUpdatedSchema,
  applyEdits,
  correctedAnswersSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/openapi.ts';
import { requireSession } from '../../auth/index.ts';
import { uploaderOf } from '../../files/index.ts';
import { readAnswer } from '../read-answer.ts';
import { AnswerRecords } from '../records.ts';
import { changesRequestRoutes } from '../changes-request/routes.ts';
import { completeAnswer } from './complete.ts';
import { correctAnswer } from './correct.ts';

const tags = ['answers'];
const idParams = z.object({ id: z.uuid() });

/** Changing a saved answer (spec part 3 §2, §4): staff correction and completing unanswered questions. */
export const answerCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const records = new AnswerRecords(ctx, app.log);
  // Asking the citizen for changes: the other way a saved answer gets corrected.
  await app.register(changesRequestRoutes);

  app.get(
    '/:id/corrected',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The answers and place with the supervisor edits applied (where a correction starts from)',
        params: idParams,
        response: {
          200: correctedAnswersSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { document } = await readAnswer(ctx, request.auth!, request.params.id);
      return applyEdits(
        document.template,
        { sections: document.sections, location: document.location },
        document.supervisorEdits,
      );
    },
  );

  app.put(
    '/:id/correction',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Correct an answer: the differences from the original plus earlier edits are appended as a supervisor edit; 409 NO_CHANGES or ANSWER_CHANGED_CONCURRENTLY',
        params: idParams,
        body: answerCorrectionSchema,
        response: {
          200: answerUpdatedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 502),
        },
      },
    },
    async (request) =>
      correctAnswer(ctx, records, {
        auth: request.auth!,
        answerId: request.params.id,
        correction: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      }),
  );

  app.put(
    '/:id/completion',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Complete an answer: only unanswered questions and the signature blocks staff may sign (blank staff blocks; signed ones too where the form keeps signatures editable; never a citizen block) take values (400 ANSWER_INVALID with the path otherwise); optionally a state change along a transition',
        params: idParams,
        body: answerCompletionSchema,
        response: {
          200: answerUpdatedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      completeAnswer(ctx, {
        auth: request.auth!,
        answerId: request.params.id,
        completion: request.body,
        uploader: uploaderOf(request),
        ip: request.ip,
      }),
  );
};

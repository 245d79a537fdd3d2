import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { errors } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { audit } from '../audit.ts';
import { requires } from '../auth/guard.ts';

const tags = ['users'];

/** User administration. The full screens come with the administration issue. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/:id/sign-out-everywhere',
    {
      preHandler: requires('manage', 'usuario'),
      schema: {
        tags,
        summary: 'End every session of a user (admin); open pages go to the sign-in',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ revoked: z.number().int() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [target] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!target) throw errors.notFound('User');
      const revoked = await ctx.sessions.revoke({ userId: target.id }, 'admin-sign-out');
      await audit(ctx.database.db, {
        actorId: request.auth!.row.id,
        action: 'sign-out-everywhere',
        subject: 'usuario',
        subjectId: target.id,
        after: { revokedSessions: revoked.length },
        ip: request.ip,
      });
      return { revoked: revoked.length };
    },
  );
};

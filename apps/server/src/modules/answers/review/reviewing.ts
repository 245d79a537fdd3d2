import {
  encodeAnswerPoints,
  mapCentreOf,
  type AnswerCount,
  type AnswerFilterQuery,
  type AnswerListFilter,
  type AnswerListPage,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { municipalities } from '../../../db/schema/index.ts';
import { requireAccess } from '../../access/index.ts';
import { reviewedForm } from '../../answer-access/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { answerPoints, countAnswers, listAnswers } from './list.ts';

/**
 * The review routes' entry points on one form's answers (spec part 3 §2, §4): who may read
 * answers at all (403), then the form (404, then the area rule), then what the person may see.
 */
export async function reviewAnswerList(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  filter: AnswerListFilter,
): Promise<AnswerListPage> {
  requireAccess(auth, 'read', 'respuesta');
  return listAnswers(ctx, auth, await reviewedForm(ctx, auth, formId), filter);
}

export async function reviewAnswerCount(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  filter: AnswerFilterQuery,
): Promise<AnswerCount> {
  requireAccess(auth, 'read', 'respuesta');
  return countAnswers(ctx, auth, await reviewedForm(ctx, auth, formId), filter);
}

/** The map's located answers, encoded (packages/domain/src/answers/points.ts), with where the map opens. */
export async function reviewAnswerPoints(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  filter: AnswerFilterQuery,
): Promise<Buffer> {
  requireAccess(auth, 'read', 'respuesta');
  const form = await reviewedForm(ctx, auth, formId);
  const [points, centre] = await Promise.all([
    answerPoints(ctx, auth, form, filter),
    municipalityCentre(ctx, form.municipalityId),
  ]);
  const body = encodeAnswerPoints(centre, points);
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

async function municipalityCentre(ctx: AppContext, municipalityId: string) {
  const [municipality] = await ctx.database.db
    .select({
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
    })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  return mapCentreOf(municipality ?? { latitude: null, longitude: null });
}

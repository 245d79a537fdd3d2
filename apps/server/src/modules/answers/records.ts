import {
  UNKNOWN_SECTION,
  lookupNumberProblem,
  municipalitySettingsSchema,
  normalizeLookupNumber,
  type Asset,
  type AnswerSubmission,
  type CitizenData,
} from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { CitizenService } from '../citizens/index.ts';
import { PlaceService } from '../places/index.ts';
import type { OpenedForm } from '../answer-access/index.ts';

export const answerInvalid = (details: { path: string; reason: string }) =>
  details.reason === UNKNOWN_SECTION
    ? apiError('SECTION_NOT_FOUND', details)
    : apiError('ANSWER_INVALID', details);

/**
 * The citizen and the asset an answer names, as their own systems hold them: the browser only says
 * which ones, the answer stores the citizen registry's and the management system's records.
 */
export class AnswerRecords {
  private readonly citizens: CitizenService;
  private readonly places: PlaceService;

  constructor(ctx: AppContext, log: FastifyBaseLogger) {
    this.citizens = new CitizenService(ctx, log);
    this.places = new PlaceService(ctx, log);
  }

  /**
   * The registry's record of the citizen, found by dni (natural person) or cuit (legal entity) in
   * the form's municipality; null without either (the spec's datosCiudadano null without dni).
   */
  async citizen({ form }: OpenedForm, submission: AnswerSubmission): Promise<CitizenData | null> {
    const sent = submission.citizen;
    if (!sent || (!sent.dni && !sent.cuit)) return null;
    const number = sent.kind === 'legal' ? sent.cuit : sent.dni;
    if (!number || lookupNumberProblem(sent.kind, number, submission.language))
      throw answerInvalid({
        path: '/citizen',
        reason: 'the citizen has no valid number of its kind',
      });
    const found = await this.citizens.find(
      form.municipalityId,
      sent.kind,
      normalizeLookupNumber(sent.kind, number),
    );
    if (!found)
      throw answerInvalid({
        path: '/citizen',
        reason: 'the citizen is not in the registry',
      });
    return found;
  }

  /** The management system's record of the asset; none may be chosen where asset lookup is skipped. */
  async asset(opened: OpenedForm, auth: AuthContext | null, sent: Asset | null): Promise<Asset | null> {
    if (!sent) return null;
    if (municipalitySettingsSchema.parse(opened.municipality.settings).skipAssetLookup)
      throw answerInvalid({
        path: '/asset',
        reason: 'this municipality does not look assets up',
      });
    const found = await this.places.asset(opened, auth?.row.username ?? null, sent.id);
    if (!found)
      throw answerInvalid({
        path: '/asset',
        reason: 'the asset does not exist',
      });
    return found;
  }
}

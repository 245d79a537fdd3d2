import type { AnswerDetail, CorrectedAnswers } from '@cabildo/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useAnswerDetail } from '../../../api/answering.ts';
import { useCorrectedAnswers } from '../../../api/correction.ts';
import { AnswerLoading } from '../../answering/components/AnswerLoading.tsx';
import { CorrectionForm } from './CorrectionForm.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { useFormSettings } from './useFormSettings.ts';
import { loadCatalogueParts } from '../../../i18n/index.ts';

await loadCatalogueParts(
  'correction',
  'answering',
  'answers',
  'citizens',
  'places',
  'uploads',
  'files',
  'geography',
);

/**
 * /correctForm/{id} and /cis/editar/{id} (spec part 3 §2 "Correction screen"): the answer screen in
 * correction view, starting from the answers with the earlier supervisor edits applied.
 */
export function CorrectionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const cis = useLocation().pathname.startsWith('/cis/');
  const detail = useAnswerDetail(id);
  const corrected = useCorrectedAnswers(id);
  // A failed refetch in the background keeps the screen: only a first load shows the failure.
  if (!detail.data || !corrected.data) {
    const error = detail.error ?? corrected.error;
    if (error) return <LoadFailed error={error} notFound={t('correction.load.notFound')} />;
    return <AnswerLoading label={t('correction.loading')} />;
  }
  return <WithSettings key={id} answer={detail.data} corrected={corrected.data} cis={cis} />;
}

function WithSettings({
  answer,
  corrected,
  cis,
}: {
  answer: AnswerDetail;
  corrected: CorrectedAnswers;
  cis: boolean;
}) {
  const { t } = useTranslation();
  const settings = useFormSettings(answer.formId, cis ? 'inspection' : 'internal');
  if (!settings) return <AnswerLoading label={t('correction.loading')} />;
  return <CorrectionForm answer={answer} corrected={corrected} settings={settings} cis={cis} />;
}

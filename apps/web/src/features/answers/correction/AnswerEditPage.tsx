import type { AnswerDetail } from '@cabildo/domain';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAnswerDetail } from '../../../api/answering.ts';
import { useAbility } from '../../../session/session.tsx';
import { ForbiddenPage } from '../../../components/ForbiddenPage.tsx';
import { AnswerLoading } from '../../answering/components/AnswerLoading.tsx';
import { AnswerEditForm } from './AnswerEditForm.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { useFormSettings } from './useFormSettings.ts';
import { loadCatalogueParts } from '../../../i18n/index.ts';

await loadCatalogueParts(
  'correction',
  'answer-view',
  'answering',
  'answers',
  'uploads',
  'files',
  'places',
  'citizens',
  'geography',
);

/**
 * /respuestas/actualizar/{idForm} (spec part 3 §2 "Edit answer"): despite its name the parameter
 * holds the answer id (the list's 'complete unanswered questions' and own answers link here).
 * Open to whoever may complete answers (update or complete), as its API and the list's action.
 */
export function AnswerEditPage() {
  const ability = useAbility();
  if (!ability.can('complete', 'respuesta') && !ability.can('update', 'respuesta')) return <ForbiddenPage />;
  return <LoadAnswer />;
}

function LoadAnswer() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { idForm: answerId = '' } = useParams();
  const detail = useAnswerDetail(answerId);
  const failed = !detail.data && detail.isError;
  useEffect(() => {
    if (failed)
      enqueueSnackbar(t('correction.edit.loadFailed'), {
        variant: 'error',
        autoHideDuration: TOAST_MS.error,
      });
  }, [failed, enqueueSnackbar, t]);
  if (!detail.data) {
    if (detail.isError) return <LoadFailed error={detail.error} notFound={t('correction.edit.notFound')} />;
    return <AnswerLoading label={t('correction.loading')} />;
  }
  return <WithSettings key={answerId} answer={detail.data} />;
}

function WithSettings({ answer }: { answer: AnswerDetail }) {
  const { t } = useTranslation();
  const settings = useFormSettings(answer.formId, 'internal');
  if (!settings) return <AnswerLoading label={t('correction.loading')} />;
  return <AnswerEditForm answer={answer} settings={settings} />;
}

import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useAnswerDetail } from '../../api/answering.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { AnswerViewToolbar } from '../answer-view/AnswerViewToolbar.tsx';
import { AnswerReadView } from './AnswerReadView.tsx';

/** /ver/{id} and /cis/ver/{id}: one answer, read-only. */
export function AnswerViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const cis = useLocation().pathname.startsWith('/cis/');
  const detail = useAnswerDetail(id);
  if (!id || (detail.isError && detail.error instanceof ApiError && detail.error.status === 404))
    return (
      <StatusPage
        icon={<SearchOffOutlined />}
        tone="warning"
        title={t('answering.view.loadError')}
        body={t('errors.NOT_FOUND')}
        action={{ label: t('answering.saved.toForms'), to: '/listar' }}
      />
    );
  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError)
    return (
      <Alert severity="error">
        {t('answering.view.loadError')} {t(errorKey(detail.error))}
      </Alert>
    );
  return (
    <Box sx={{ pb: 6 }}>
      <AnswerViewToolbar answer={detail.data} cis={cis} />
      <AnswerReadView answer={detail.data} />
    </Box>
  );
}

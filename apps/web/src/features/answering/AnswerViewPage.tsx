import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAnswerDetail } from '../../api/answering.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { AnswerReadView } from './AnswerReadView.tsx';

/** /ver/{id} and /cis/ver/{id}: one answer, read-only. */
export function AnswerViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
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
      <Stack
        direction="row"
        sx={{
          maxWidth: 960,
          mx: 'auto',
          mb: 2,
          justifyContent: 'space-between',
          '@media print': { display: 'none' },
        }}
      >
        <Button startIcon={<ArrowBackOutlined />} onClick={() => void navigate(-1)}>
          {t('answering.view.back')}
        </Button>
        <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('answering.view.print')}
        </Button>
      </Stack>
      <AnswerReadView answer={detail.data} />
    </Box>
  );
}

import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAnswerDetail } from '../../api/answering.ts';
import { ApiError } from '../../api/client.ts';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { AnswerReadView } from './AnswerReadView.tsx';
import { AnswerViewToolbar } from './AnswerViewToolbar.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts(
  'answer-view',
  'answers',
  'answering',
  'correction',
  'uploads',
  'files',
  'places',
  'records',
);

/** /ver/{id} and /cis/ver/{id}: one answer, read-only (spec part 3 §2 "Answer view"). */
export function AnswerViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const cis = useLocation().pathname.startsWith('/cis/');
  const detail = useAnswerDetail(id);
  const status = detail.error instanceof ApiError ? detail.error.status : null;

  // Spec part 3 §8: 'No existe la respuesta.' and the message of an answer outside the person's areas.
  const refusal =
    !id || status === 404
      ? {
          icon: <SearchOffOutlined />,
          title: t('answer-view.load.notFound'),
          body: t('answer-view.load.notFoundBody'),
        }
      : status === 403
        ? { icon: <LockOutlined />, title: t('forbidden.title'), body: t('answer-view.load.forbidden') }
        : null;
  if (refusal)
    return (
      <StatusPage tone="warning" {...refusal} action={{ label: t('answer-view.load.toHome'), to: '/home' }} />
    );
  if (detail.isPending) return <FullPageSpinner />;
  // Spec part 3 §8: any other failure is an 'Error' modal whose closing goes to /home.
  if (detail.isError)
    return (
      <Dialog
        open
        onClose={() => void navigate('/home')}
        aria-labelledby="answer-load-error-title"
        aria-describedby="answer-load-error-text"
      >
        <DialogTitle id="answer-load-error-title">{t('answer-view.load.errorTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="answer-load-error-text">{t('answer-view.load.error')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigate('/home')} autoFocus>
            {t('answer-view.load.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Box sx={{ pb: 6 }}>
      <AnswerViewToolbar answer={detail.data} cis={cis} />
      <AnswerReadView answer={detail.data} />
    </Box>
  );
}

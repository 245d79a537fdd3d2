import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import HourglassDisabledOutlined from '@mui/icons-material/HourglassDisabledOutlined';
import { Box, Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/StatusPage.tsx';

/** A status card with its own buttons (StatusPage's own action is a link). */
function StatusCard({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: { xs: 0, sm: 2 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        {children}
        {actions && <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}

/** 'Form already answered' (single-answer rule): this citizen has an answer to this form. */
export function AlreadyAnsweredScreen({ onChangeCitizen }: { onChangeCitizen?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      actions={
        onChangeCitizen && (
          <Button variant="contained" size="large" onClick={onChangeCitizen}>
            {t('answering.alreadyAnswered.changeCitizen')}
          </Button>
        )
      }
    >
      <StatusPage
        embedded
        tone="warning"
        icon={<HowToRegOutlined />}
        title={t('answering.alreadyAnswered.title')}
        body={t('answering.alreadyAnswered.body')}
      />
    </StatusCard>
  );
}

/** 'Response limit reached': the form took as many answers as it allows. */
export function LimitReachedScreen() {
  const { t } = useTranslation();
  return (
    <StatusCard>
      <StatusPage
        embedded
        tone="warning"
        icon={<HourglassDisabledOutlined />}
        title={t('answering.limit.title')}
        body={t('answering.limit.body')}
      />
    </StatusCard>
  );
}

import { type AnswerDetail } from '@cabildo/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfSettings } from '../../../api/pdfSettings.ts';
import { loadCatalogueParts } from '../../../i18n/index.ts';
import { SettingsForm } from './SettingsForm.tsx';

await loadCatalogueParts('pdf-settings');

/**
 * 'PDF settings' of the answer view (spec part 3 §2, §3, §5, §8, §9): the logo of the answer's
 * municipality and how its records look, with a live preview of a record's first page. Everything
 * is kept here until Save; an error leaves every value as typed.
 */
export function PdfSettingsDialog({ answer, onClose }: { answer: AnswerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = usePdfSettings(answer.document.municipality.id);
  const [saving, setSaving] = useState(false);

  // One dialog from the first moment: the form takes the spinner's place when the settings arrive.
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={query.data ? 'lg' : 'sm'}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-intro`}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PictureAsPdfOutlined color="primary" aria-hidden />
        {t('pdf-settings.title')}
      </DialogTitle>
      <Typography
        id={`${titleId}-intro`}
        variant="body2"
        color="text.secondary"
        sx={{ px: 3, mt: -1, mb: 1.5 }}
      >
        {t('pdf-settings.intro', { municipality: answer.document.municipality.name })}
      </Typography>
      {query.data ? (
        <SettingsForm
          answer={answer}
          stored={query.data}
          idBase={titleId}
          saving={saving}
          setSaving={setSaving}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {query.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                    {t('pdf-settings.retry')}
                  </Button>
                }
              >
                {t('pdf-settings.loadError')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label={t('app.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('pdf-settings.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

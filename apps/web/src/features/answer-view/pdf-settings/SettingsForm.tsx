import {
  DEFAULT_PDF_SETTINGS,
  pdfSettingsSchema,
  type AnswerDetail,
  type PdfSettings,
  type PdfSettingsResponse,
} from '@cabildo/domain';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  IconButton,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from '../../../api/client.ts';
import { usePdfSettingsWriter } from '../../../api/pdfSettings.ts';
import { PdfPreview } from './PdfPreview.tsx';
import { previewSample } from './sample.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { useLogoChoice } from './useLogoChoice.ts';

/** The dialog's content and actions once the stored settings are known. */
export function SettingsForm({
  answer,
  stored,
  idBase: titleId,
  saving,
  setSaving,
  onClose,
}: {
  answer: AnswerDetail;
  stored: PdfSettingsResponse;
  idBase: string;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const twoColumns = useMediaQuery(theme.breakpoints.up('md'));
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const municipality = answer.document.municipality;
  const writer = usePdfSettingsWriter(municipality.id);

  const [draft, setDraft] = useState<PdfSettings>(stored.settings);
  const logo = useLogoChoice(stored.hasLogo, municipality.id);
  const { chosen, removeStored, setRemoveStored, setChosen } = logo;
  const [tab, setTab] = useState<'settings' | 'preview'>('settings');

  const set = <K extends keyof PdfSettings>(key: K, value: PdfSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const sample = useMemo(
    () =>
      previewSample(
        answer,
        draft,
        { yes: t('pdf-settings.preview.yes'), no: t('pdf-settings.preview.no') },
        i18n.language,
      ),
    [answer, draft, t, i18n.language],
  );

  const save = async () => {
    const settings = pdfSettingsSchema.parse(draft);
    setSaving(true);
    try {
      // In this order the server never sees a logo and portable print together.
      if (removeStored && stored.hasLogo) await writer.removeLogo();
      setRemoveStored(false);
      await writer.saveSettings(settings);
      if (chosen) {
        await writer.uploadLogo(chosen.file, chosen.file.name);
        setChosen(null);
        logo.storedChanged();
      }
      enqueueSnackbar(t('pdf-settings.saved'), { variant: 'success', autoHideDuration: TOAST_MS.standard });
      onClose();
    } catch (error) {
      const specific =
        error instanceof ApiError &&
        (error.code === 'LOGO_TOO_LARGE' ||
          error.code === 'LOGO_FORMAT_INVALID' ||
          error.code === 'LOGO_WITH_PORTABLE_PRINT' ||
          error.code === 'FORBIDDEN');
      enqueueSnackbar(specific ? t(errorKey(error)) : t('pdf-settings.saveFailed'), {
        variant: 'error',
        autoHideDuration: TOAST_MS.error,
      });
    } finally {
      setSaving(false);
    }
  };

  const settingsPanel = (
    <SettingsPanel
      draft={draft}
      set={set}
      logo={logo}
      municipalityName={municipality.name}
      idBase={titleId}
      saving={saving}
    />
  );

  const preview = (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <PdfPreview
        settings={draft}
        logoUrl={logo.url}
        headerName={draft.municipalityName.trim() || municipality.name}
        sample={sample}
        qr={answer.document.pdfDownloadCode !== null}
      />
    </Box>
  );

  return (
    <>
      {!twoColumns && (
        <Tabs
          value={tab}
          onChange={(_, value: 'settings' | 'preview') => setTab(value)}
          variant="fullWidth"
          aria-label={t('pdf-settings.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="settings"
            label={t('pdf-settings.tabs.settings')}
            id={`${titleId}-tab-settings`}
            aria-controls={`${titleId}-panel`}
          />
          <Tab
            value="preview"
            label={t('pdf-settings.tabs.preview')}
            id={`${titleId}-tab-preview`}
            aria-controls={`${titleId}-panel`}
          />
        </Tabs>
      )}
      <DialogContent dividers={twoColumns} sx={{ bgcolor: twoColumns ? undefined : 'background.default' }}>
        {twoColumns ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 440px)',
              gap: 4,
              alignItems: 'start',
            }}
          >
            {settingsPanel}
            <Box
              component="section"
              aria-labelledby={`${titleId}-preview`}
              sx={{ position: 'sticky', top: 0, bgcolor: 'action.hover', borderRadius: 3, p: 2.5 }}
            >
              <Typography
                id={`${titleId}-preview`}
                variant="subtitle2"
                color="text.secondary"
                sx={{ mb: 1.5 }}
              >
                {t('pdf-settings.preview.title')}
              </Typography>
              {preview}
            </Box>
          </Box>
        ) : (
          <Box
            role="tabpanel"
            id={`${titleId}-panel`}
            aria-labelledby={`${titleId}-tab-${tab}`}
            sx={{ pt: 1 }}
          >
            {tab === 'settings' ? settingsPanel : preview}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {narrow ? (
          <Tooltip title={t('pdf-settings.defaults')}>
            <IconButton
              color="primary"
              aria-label={t('pdf-settings.defaults')}
              disabled={saving}
              onClick={() => setDraft(DEFAULT_PDF_SETTINGS)}
              sx={{ mr: 'auto' }}
            >
              <RestartAltOutlined />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            startIcon={<RestartAltOutlined />}
            disabled={saving}
            onClick={() => setDraft(DEFAULT_PDF_SETTINGS)}
            sx={{ mr: 'auto' }}
          >
            {t('pdf-settings.defaults')}
          </Button>
        )}
        <Button disabled={saving} onClick={onClose}>
          {t('pdf-settings.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => void save()}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('pdf-settings.save')}
        </Button>
      </DialogActions>
    </>
  );
}

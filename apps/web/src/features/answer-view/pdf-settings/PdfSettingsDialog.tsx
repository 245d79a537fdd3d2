import {
  DEFAULT_PDF_SETTINGS,
  FONT_SIZE_BOUNDS,
  LOGO_MAX_BYTES,
  LOGO_POSITIONS,
  pdfSettingsSchema,
  readLogo,
  SPACING_BOUNDS,
  type AnswerDetail,
  type PdfSettings,
  type PdfSettingsResponse,
} from '@cabildo/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Slider,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from '../../../api/client.ts';
import { pdfLogoUrl, usePdfSettings, usePdfSettingsWriter } from '../../../api/pdfSettings.ts';
import { loadCatalogueParts } from '../../../i18n/index.ts';
import { PdfPreview } from './PdfPreview.tsx';
import { previewSample } from './sample.ts';

await loadCatalogueParts('pdfSettings');

const NAME_MAX = 120;
const EXTRA_MAX = 500;
const POSITION_ICONS = { left: FormatAlignLeft, center: FormatAlignCenter, right: FormatAlignRight } as const;

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
        {t('pdfSettings.title')}
      </DialogTitle>
      <Typography
        id={`${titleId}-intro`}
        variant="body2"
        color="text.secondary"
        sx={{ px: 3, mt: -1, mb: 1.5 }}
      >
        {t('pdfSettings.intro', { municipality: answer.document.municipality.name })}
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
                    {t('pdfSettings.retry')}
                  </Button>
                }
              >
                {t('pdfSettings.loadError')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label={t('app.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('pdfSettings.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** A chosen logo file, not sent yet, with the object URL the preview shows it by. */
type ChosenLogo = { file: File; url: string };

/** The dialog's content and actions once the stored settings are known. */
function SettingsForm({
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
  const fileInput = useRef<HTMLInputElement>(null);

  const [draft, setDraft] = useState<PdfSettings>(stored.settings);
  const [chosen, setChosen] = useState<ChosenLogo | null>(null);
  const [removeStored, setRemoveStored] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoVersion, setLogoVersion] = useState(0);
  const [tab, setTab] = useState<'settings' | 'preview'>('settings');

  // The chosen file's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const storedLogo = stored.hasLogo && !removeStored;
  const hasLogo = chosen !== null || storedLogo;
  const logoUrl = chosen?.url ?? (storedLogo ? `${pdfLogoUrl(municipality.id)}?v=${logoVersion}` : null);
  const set = <K extends keyof PdfSettings>(key: K, value: PdfSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const sample = useMemo(
    () =>
      previewSample(
        answer,
        draft,
        { yes: t('pdfSettings.preview.yes'), no: t('pdfSettings.preview.no') },
        i18n.language,
      ),
    [answer, draft, t, i18n.language],
  );

  /** Checked here by size and content with the server's own rule, then sent on Save. */
  const choose = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setLogoError(null);
    const read =
      file.size > LOGO_MAX_BYTES
        ? readLogo(new Uint8Array(), file.size)
        : readLogo(new Uint8Array(await file.arrayBuffer()), file.size);
    if (!read.ok) {
      setLogoError(t(`errors.${read.code}`));
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const removeLogo = () => {
    setLogoError(null);
    setChosen(null);
    setRemoveStored(stored.hasLogo);
  };

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
        setLogoVersion((version) => version + 1);
      }
      enqueueSnackbar(t('pdfSettings.saved'), { variant: 'success', autoHideDuration: TOAST_MS.standard });
      onClose();
    } catch (error) {
      const specific =
        error instanceof ApiError &&
        (error.code === 'LOGO_TOO_LARGE' ||
          error.code === 'LOGO_FORMAT_INVALID' ||
          error.code === 'LOGO_WITH_PORTABLE_PRINT' ||
          error.code === 'FORBIDDEN');
      enqueueSnackbar(specific ? t(errorKey(error)) : t('pdfSettings.saveFailed'), {
        variant: 'error',
        autoHideDuration: TOAST_MS.error,
      });
    } finally {
      setSaving(false);
    }
  };

  const settingsPanel = (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Group title={t('pdfSettings.groups.logo')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: 168,
              height: 84,
              flex: 'none',
              border: '1px dashed',
              borderColor: 'divider',
              borderRadius: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'action.hover',
              p: 1,
            }}
          >
            {logoUrl ? (
              <Box
                component="img"
                src={logoUrl}
                alt={t('pdfSettings.logo.alt')}
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('pdfSettings.logo.none')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t('pdfSettings.logo.choose')}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
              <Button
                variant="outlined"
                startIcon={<UploadOutlined />}
                disabled={saving || draft.portablePrint}
                onClick={() => fileInput.current?.click()}
              >
                {hasLogo ? t('pdfSettings.logo.replace') : t('pdfSettings.logo.choose')}
              </Button>
              {hasLogo && (
                <Button color="error" startIcon={<DeleteOutlined />} disabled={saving} onClick={removeLogo}>
                  {t('pdfSettings.logo.remove')}
                </Button>
              )}
            </Stack>
            <FormHelperText sx={{ m: 0 }}>
              {draft.portablePrint ? t('pdfSettings.logo.portableOn') : t('pdfSettings.logo.help')}
            </FormHelperText>
          </Stack>
        </Stack>
        {logoError && (
          <Alert severity="error" role="alert" onClose={() => setLogoError(null)}>
            {logoError}
          </Alert>
        )}
        {chosen && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setChosen(null)}>
                {t('pdfSettings.logo.undo')}
              </Button>
            }
          >
            {t('pdfSettings.logo.pending', { name: chosen.file.name })}
          </Alert>
        )}
        {removeStored && stored.hasLogo && !chosen && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => setRemoveStored(false)}>
                {t('pdfSettings.logo.undo')}
              </Button>
            }
          >
            {t('pdfSettings.logo.removing')}
          </Alert>
        )}
        <Box>
          <Typography id={`${titleId}-position`} variant="body2" sx={{ mb: 0.75 }}>
            {t('pdfSettings.position.label')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={draft.logoPosition}
            aria-labelledby={`${titleId}-position`}
            onChange={(_, value: PdfSettings['logoPosition'] | null) => value && set('logoPosition', value)}
          >
            {LOGO_POSITIONS.map((position) => {
              const Icon = POSITION_ICONS[position];
              return (
                <ToggleButton
                  key={position}
                  value={position}
                  sx={{ px: 1.5, gap: 0.75, textTransform: 'none' }}
                >
                  <Icon fontSize="small" aria-hidden />
                  {t(`pdfSettings.position.${position}`)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        </Box>
      </Group>

      <Group title={t('pdfSettings.groups.header')}>
        <TextField
          fullWidth
          label={t('pdfSettings.municipalityName.label')}
          value={draft.municipalityName}
          placeholder={municipality.name}
          helperText={t('pdfSettings.municipalityName.help', { name: municipality.name })}
          onChange={(event) => set('municipalityName', event.target.value)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={5}
          label={t('pdfSettings.extraInfo.label')}
          value={draft.extraInfo}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{t('pdfSettings.extraInfo.help')}</span>
              <span aria-hidden>{`${draft.extraInfo.length}/${EXTRA_MAX}`}</span>
            </Box>
          }
          onChange={(event) => set('extraInfo', event.target.value)}
          slotProps={{ htmlInput: { maxLength: EXTRA_MAX } }}
        />
      </Group>

      <Group title={t('pdfSettings.groups.fontSizes')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          {(['title', 'section', 'question', 'answer'] as const).map((kind) => (
            <PointsSlider
              key={kind}
              label={t(`pdfSettings.fontSizes.${kind}`)}
              bounds={FONT_SIZE_BOUNDS[kind]}
              value={draft.fontSizes[kind]}
              onChange={(value) => set('fontSizes', { ...draft.fontSizes, [kind]: value })}
            />
          ))}
        </Box>
      </Group>

      <Group title={t('pdfSettings.groups.spacing')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          {(['sections', 'questions'] as const).map((kind) => (
            <PointsSlider
              key={kind}
              label={t(`pdfSettings.spacing.${kind}`)}
              bounds={SPACING_BOUNDS[kind]}
              value={draft.spacing[kind]}
              onChange={(value) => set('spacing', { ...draft.spacing, [kind]: value })}
            />
          ))}
        </Box>
      </Group>

      <Group title={t('pdfSettings.groups.options')}>
        <SwitchField
          label={t('pdfSettings.removeUnanswered.label')}
          help={t('pdfSettings.removeUnanswered.help')}
          checked={draft.removeUnanswered}
          onChange={(checked) => set('removeUnanswered', checked)}
        />
        <SwitchField
          label={t('pdfSettings.portablePrint.label')}
          help={
            hasLogo && !draft.portablePrint
              ? t('pdfSettings.portablePrint.withLogo')
              : t('pdfSettings.portablePrint.help')
          }
          checked={draft.portablePrint}
          // With a logo it cannot be turned on; once on (never with a logo), it can always go off.
          disabled={hasLogo && !draft.portablePrint}
          onChange={(checked) => set('portablePrint', checked)}
        />
      </Group>
    </Stack>
  );

  const preview = (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <PdfPreview
        settings={draft}
        logoUrl={logoUrl}
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
          aria-label={t('pdfSettings.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="settings"
            label={t('pdfSettings.tabs.settings')}
            id={`${titleId}-tab-settings`}
            aria-controls={`${titleId}-panel`}
          />
          <Tab
            value="preview"
            label={t('pdfSettings.tabs.preview')}
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
                {t('pdfSettings.preview.title')}
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
          <Tooltip title={t('pdfSettings.defaults')}>
            <IconButton
              color="primary"
              aria-label={t('pdfSettings.defaults')}
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
            {t('pdfSettings.defaults')}
          </Button>
        )}
        <Button disabled={saving} onClick={onClose}>
          {t('pdfSettings.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => void save()}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('pdfSettings.save')}
        </Button>
      </DialogActions>
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A size in points on a slider within its bounds, its value written next to its label. */
function PointsSlider({
  label,
  bounds,
  value,
  onChange,
}: {
  label: string;
  bounds: { min: number; max: number };
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const points = (points: number) => t('pdfSettings.points', { value: points });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={id} variant="body2">
          {label}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          aria-hidden
        >
          {points(value)}
        </Typography>
      </Box>
      <Slider
        size="small"
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={1}
        aria-labelledby={id}
        getAriaValueText={points}
        valueLabelDisplay="auto"
        onChange={(_, next) => onChange(next as number)}
        sx={{ mt: -0.5 }}
      />
    </Box>
  );
}

function SwitchField({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(_, value) => onChange(value)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 6 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

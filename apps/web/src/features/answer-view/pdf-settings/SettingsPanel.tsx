import { FONT_SIZE_BOUNDS, LOGO_POSITIONS, SPACING_BOUNDS, type PdfSettings } from '@cabildo/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  FormHelperText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Group, PointsSlider, SwitchField } from './fields.tsx';
import type { LogoChoice } from './useLogoChoice.ts';

const NAME_MAX = 120;
const EXTRA_MAX = 500;
const POSITION_ICONS = { left: FormatAlignLeft, center: FormatAlignCenter, right: FormatAlignRight } as const;

/** The settings of the dialog: logo and its position, header texts, font sizes, spacing, options. */
export function SettingsPanel({
  draft,
  set,
  logo,
  municipalityName,
  idBase: titleId,
  saving,
}: {
  draft: PdfSettings;
  set: <K extends keyof PdfSettings>(key: K, value: PdfSettings[K]) => void;
  logo: LogoChoice;
  municipalityName: string;
  idBase: string;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const {
    fileInput,
    chosen,
    setChosen,
    removeStored,
    setRemoveStored,
    storedHasLogo,
    error: logoError,
    setError: setLogoError,
    hasLogo,
    url: logoUrl,
    choose,
    removeLogo,
  } = logo;
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Group title={t('pdf-settings.groups.logo')}>
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
                alt={t('pdf-settings.logo.alt')}
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('pdf-settings.logo.none')}
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
                aria-label={t('pdf-settings.logo.choose')}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
              <Button
                variant="outlined"
                startIcon={<UploadOutlined />}
                disabled={saving || draft.portablePrint}
                onClick={() => fileInput.current?.click()}
              >
                {hasLogo ? t('pdf-settings.logo.replace') : t('pdf-settings.logo.choose')}
              </Button>
              {hasLogo && (
                <Button color="error" startIcon={<DeleteOutlined />} disabled={saving} onClick={removeLogo}>
                  {t('pdf-settings.logo.remove')}
                </Button>
              )}
            </Stack>
            <FormHelperText sx={{ m: 0 }}>
              {draft.portablePrint ? t('pdf-settings.logo.portableOn') : t('pdf-settings.logo.help')}
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
                {t('pdf-settings.logo.undo')}
              </Button>
            }
          >
            {t('pdf-settings.logo.pending', { name: chosen.file.name })}
          </Alert>
        )}
        {removeStored && storedHasLogo && !chosen && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => setRemoveStored(false)}>
                {t('pdf-settings.logo.undo')}
              </Button>
            }
          >
            {t('pdf-settings.logo.removing')}
          </Alert>
        )}
        <Box>
          <Typography id={`${titleId}-position`} variant="body2" sx={{ mb: 0.75 }}>
            {t('pdf-settings.position.label')}
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
                  {t(`pdf-settings.position.${position}`)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        </Box>
      </Group>

      <Group title={t('pdf-settings.groups.header')}>
        <TextField
          fullWidth
          label={t('pdf-settings.municipalityName.label')}
          value={draft.municipalityName}
          placeholder={municipalityName}
          helperText={t('pdf-settings.municipalityName.help', { name: municipalityName })}
          onChange={(event) => set('municipalityName', event.target.value)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={5}
          label={t('pdf-settings.extraInfo.label')}
          value={draft.extraInfo}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{t('pdf-settings.extraInfo.help')}</span>
              <span aria-hidden>{`${draft.extraInfo.length}/${EXTRA_MAX}`}</span>
            </Box>
          }
          onChange={(event) => set('extraInfo', event.target.value)}
          slotProps={{ htmlInput: { maxLength: EXTRA_MAX } }}
        />
      </Group>

      <Group title={t('pdf-settings.groups.fontSizes')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          {(['title', 'section', 'question', 'answer'] as const).map((kind) => (
            <PointsSlider
              key={kind}
              label={t(`pdf-settings.fontSizes.${kind}`)}
              bounds={FONT_SIZE_BOUNDS[kind]}
              value={draft.fontSizes[kind]}
              onChange={(value) => set('fontSizes', { ...draft.fontSizes, [kind]: value })}
            />
          ))}
        </Box>
      </Group>

      <Group title={t('pdf-settings.groups.spacing')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          {(['sections', 'questions'] as const).map((kind) => (
            <PointsSlider
              key={kind}
              label={t(`pdf-settings.spacing.${kind}`)}
              bounds={SPACING_BOUNDS[kind]}
              value={draft.spacing[kind]}
              onChange={(value) => set('spacing', { ...draft.spacing, [kind]: value })}
            />
          ))}
        </Box>
      </Group>

      <Group title={t('pdf-settings.groups.options')}>
        <SwitchField
          label={t('pdf-settings.removeUnanswered.label')}
          help={t('pdf-settings.removeUnanswered.help')}
          checked={draft.removeUnanswered}
          onChange={(checked) => set('removeUnanswered', checked)}
        />
        <SwitchField
          label={t('pdf-settings.portablePrint.label')}
          help={
            hasLogo && !draft.portablePrint
              ? t('pdf-settings.portablePrint.withLogo')
              : t('pdf-settings.portablePrint.help')
          }
          checked={draft.portablePrint}
          // With a logo it cannot be turned on; once on (never with a logo), it can always go off.
          disabled={hasLogo && !draft.portablePrint}
          onChange={(checked) => set('portablePrint', checked)}
        />
      </Group>
    </Stack>
  );
}

import { LANGUAGES, isLanguage } from '@cabildo/domain/languages';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { MenuItem, Select, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/index.ts';

/** The seven language codes of the spec; the choice is stored in this browser under 'language'. */
export function LanguagePicker({ sx, tone = 'light' }: { sx?: SxProps<Theme>; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : isLanguage(i18n.language)
      ? i18n.language
      : 'en';
  return (
    <Select
      size="small"
      value={current}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      SelectDisplayProps={{ 'aria-label': t('language.label') }}
      startAdornment={<TranslateOutlined fontSize="small" sx={{ mr: 0.75, opacity: 0.8 }} aria-hidden />}
      renderValue={(value) => value.toUpperCase()}
      sx={[
        {
          minWidth: 92,
          borderRadius: 2,
          fontWeight: 600,
          ...(tone === 'dark' && {
            color: 'common.white',
            '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.35)' },
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.7)' },
            '.MuiSvgIcon-root': { color: 'common.white' },
          }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {t(`language.names.${code}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

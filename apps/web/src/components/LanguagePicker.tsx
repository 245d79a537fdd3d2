import { LANGUAGES, LANGUAGE_NAMES, toLanguage } from '@cabildo/domain/languages';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { InputAdornment, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';

/**
 * The interface languages; the choice is stored in this browser under 'language'. It shows the
 * language chosen, not the one the texts fall back to while its catalogue is incomplete, so any
 * other language (English included) is one change away. Each language is named in itself.
 * A native select: the phone's own picker, and no menu code on the sign-in page's first load.
 */
export function LanguagePicker({ sx, tone = 'light' }: { sx?: SxProps<Theme>; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language) ?? currentLanguage();
  return (
    <NativeSelect
      value={current}
      onChange={(event) => {
        const chosen = toLanguage(event.target.value);
        if (chosen) void changeLanguage(chosen);
      }}
      inputProps={{ 'aria-label': t('language.label') }}
      input={
        <OutlinedInput
          size="small"
          startAdornment={
            <InputAdornment position="start" sx={{ mr: 0.25, color: 'inherit' }}>
              <TranslateOutlined fontSize="small" sx={{ opacity: 0.8 }} aria-hidden />
            </InputAdornment>
          }
        />
      }
      sx={[
        {
          borderRadius: 2,
          fontWeight: 600,
          '& select': { py: 0.75 },
          '& option': { color: 'text.primary', fontWeight: 400 },
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
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </NativeSelect>
  );
}

import { LANGUAGES, LANGUAGE_NAMES, type AltTexts } from '@cabildo/domain';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  field: string;
  value: AltTexts;
  onChange: (value: AltTexts) => void;
  readOnly: boolean;
  multiline?: boolean;
};

/** Alternative-language texts of one field (title, description, question, option…), one per language code. */
export function AltTextsButton({ field, value, onChange, readOnly, multiline = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const filled = Object.values(value).filter((text) => text && text.trim() !== '').length;
  return (
    <>
      <Tooltip title={t('editor.translations.open', { field })}>
        <IconButton
          // The name says the count the badge shows, so the visible text is in the name (WCAG 2.5.3).
          aria-label={
            filled > 0
              ? t('editor.translations.openFilled', { field, count: filled })
              : t('editor.translations.open', { field })
          }
          onClick={() => setOpen(true)}
          size="small"
        >
          {/* No badge at 0: a hidden badge still holds its '0', text the button's name would lack. */}
          {filled > 0 ? (
            <Badge badgeContent={filled} color="secondary">
              <TranslateOutlined fontSize="small" />
            </Badge>
          ) : (
            <TranslateOutlined fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('editor.translations.title', { field })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('editor.translations.help')}</DialogContentText>
          <Stack spacing={2}>
            {LANGUAGES.map((language) => (
              <TextField
                key={language}
                fullWidth
                multiline={multiline}
                label={LANGUAGE_NAMES[language]}
                lang={language}
                value={value[language] ?? ''}
                disabled={readOnly}
                onChange={(event) => onChange({ ...value, [language]: event.target.value })}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('editor.translations.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

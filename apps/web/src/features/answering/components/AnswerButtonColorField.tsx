import { Box, InputAdornment, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The municipality setting answerButtonColor: typed as #rrggbb or picked; empty means the theme's colour. */
export function AnswerButtonColorField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value ?? '');
  const set = (next: string) => {
    setTyped(next);
    const trimmed = next.trim();
    onChange(trimmed === '' ? null : trimmed);
  };
  return (
    <TextField
      fullWidth
      label={t('answering.settings.buttonColor')}
      value={typed}
      placeholder="#1d4e89"
      error={error || (typed.trim() !== '' && !HEX.test(typed.trim()))}
      helperText={t('answering.settings.buttonColorHelp')}
      onChange={(event) => set(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('answering.settings.pickColor')}
                value={HEX.test(typed.trim()) ? typed.trim() : '#1d4e89'}
                onChange={(event: ChangeEvent<HTMLInputElement>) => set(event.target.value)}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

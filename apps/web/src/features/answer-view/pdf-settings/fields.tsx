import { Box, FormControlLabel, FormHelperText, Slider, Stack, Switch, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled group of settings. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
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
export function PointsSlider({
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
  const points = (points: number) => t('pdf-settings.points', { value: points });
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

/** A switch with its help text under it. */
export function SwitchField({
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

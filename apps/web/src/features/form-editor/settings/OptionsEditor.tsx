import { OPTION_FLAGS, TEXT_LIMITS, optionDisabled, setOption, type FormTemplate } from '@cabildo/domain';
import { FormControlLabel, Grid, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { limitHelp } from '../limits.ts';
import { EditorCard } from './EditorCard.tsx';

/** Incidents are chosen under the management system's switch (ManagementEditor). */
const MANAGEMENT_FLAGS: readonly string[] = ['incidents', 'incidentsByState'];

/** Option flags with their rules (exclusions disable the switch; turning one on turns its opposite off). */
export function OptionsEditor({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const context = { stateCount: template.states.available.length };
  return (
    <EditorCard title={t('editor.options.title')} field="options">
      <Grid container spacing={0.5}>
        {OPTION_FLAGS.filter((flag) => !MANAGEMENT_FLAGS.includes(flag)).map((flag) => (
          <Grid key={flag} size={{ xs: 12, sm: 6, lg: 4 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={template.options[flag]}
                  disabled={readOnly || optionDisabled(template.options, flag, context)}
                  onChange={(_, checked) =>
                    onChange({ ...template, options: setOption(template.options, flag, checked) })
                  }
                />
              }
              label={t(`editor.options.names.${flag}`)}
            />
          </Grid>
        ))}
      </Grid>
      {template.options.limitResponses && (
        <TextField
          data-field="responseLimit"
          type="number"
          size="small"
          sx={{ mt: 2, width: 260 }}
          label={t('editor.options.responseLimit')}
          value={template.responseLimit ?? ''}
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 1 } }}
          onChange={(event) =>
            onChange({
              ...template,
              responseLimit: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        />
      )}
      {template.options.customizedVoucher && (
        <TextField
          data-field="customizedVoucherText"
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t('editor.voucher.text')}
          value={template.customizedVoucherText}
          disabled={readOnly}
          {...(() => {
            const limit = limitHelp(t, template.customizedVoucherText, TEXT_LIMITS.voucherText, {
              always: true,
            });
            return { ...limit, helperText: `${t('editor.voucher.help')} ${limit.helperText ?? ''}` };
          })()}
          onChange={(event) => onChange({ ...template, customizedVoucherText: event.target.value })}
          onBlur={() =>
            onChange({ ...template, customizedVoucherText: template.customizedVoucherText.trim() })
          }
        />
      )}
    </EditorCard>
  );
}

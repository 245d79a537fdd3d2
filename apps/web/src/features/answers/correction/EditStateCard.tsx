import type { AnswerState } from '@cabildo/domain';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StateSelectField } from '../../answer-view/StateChangeSelect.tsx';

/** Edit answer: the workflow state, moved along one of the current state's transitions. */
export function EditStateCard({
  state,
  value,
  onChange,
  disabled,
}: {
  state: AnswerState;
  value: number | null;
  onChange: (stateId: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('correction.edit.state')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('correction.edit.stateHelp')}
          </Typography>
        </Box>
        <StateSelectField
          state={state}
          value={value}
          onChange={onChange}
          disabled={disabled}
          label={t('correction.edit.state')}
        />
      </CardContent>
    </Card>
  );
}

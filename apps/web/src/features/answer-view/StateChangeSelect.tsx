import { canMoveTo, type AnswerState } from '@cabildo/domain';
import { MenuItem, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useChangeAnswerState } from '../../api/answerActions.ts';

/**
 * Moves the answer to another state. Every state of the form is listed; only the current state's
 * transitions can be chosen (the server checks again).
 */
export function StateChangeSelect({ answerId, state }: { answerId: string; state: AnswerState }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeAnswerState(answerId);
  const reachable = state.available.some((target) => canMoveTo(state.available, state.current, target.id));

  const choose = (stateId: number) =>
    change.mutate(stateId, {
      onSuccess: () => enqueueSnackbar(t('answerView.state.updated'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('answerView.state.updateFailed'), { variant: 'error' }),
    });

  return (
    <TextField
      select
      size="small"
      label={t('answerView.state.change')}
      value=""
      onChange={(event) => choose(Number(event.target.value))}
      disabled={change.isPending || !reachable}
      helperText={reachable ? undefined : t('answerView.state.noTransitions')}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      {state.available.map((target) => (
        <MenuItem
          key={target.id}
          value={String(target.id)}
          disabled={!canMoveTo(state.available, state.current, target.id)}
        >
          {target.id === state.current
            ? t('answerView.state.currentOption', { name: target.name })
            : target.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

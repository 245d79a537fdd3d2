import { canMoveTo, type AnswerState } from '@cabildo/domain';
import { MenuItem, TextField } from '@mui/material';
import { useSnackbar } from '../../components/notifications.tsx';
import { useTranslation } from 'react-i18next';
import { useChangeAnswerState } from '../../api/answerActions.ts';
import { menuContainer } from '../../components/menuContainer.ts';

/**
 * Moves the answer to another state. Every state of the form is listed; only the current state's
 * transitions can be chosen (the server checks again).
 */
export function StateChangeSelect({
  answerId,
  state,
  fill = false,
}: {
  answerId: string;
  state: AnswerState;
  /** Takes the room left on its line instead of a line of its own on a phone. */
  fill?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeAnswerState(answerId);

  const choose = (stateId: number) =>
    change.mutate(stateId, {
      onSuccess: () => enqueueSnackbar(t('answer-view.state.updated'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('answer-view.state.updateFailed'), { variant: 'error' }),
    });

  return (
    <StateSelectField state={state} value={null} onChange={choose} disabled={change.isPending} fill={fill} />
  );
}

/**
 * The state selector: every state of the form, only the current state's transitions enabled.
 * `value` null shows no choice (the view, which changes at once); the edit screen shows its choice
 * and may keep the current state.
 */
export function StateSelectField({
  state,
  value,
  onChange,
  disabled = false,
  label,
  fill = false,
}: {
  state: AnswerState;
  value: number | null;
  onChange: (stateId: number) => void;
  disabled?: boolean;
  label?: string;
  /** Takes the room left on its line instead of a line of its own on a phone. */
  fill?: boolean;
}) {
  const { t } = useTranslation();
  const reachable = state.available.some((target) => canMoveTo(state.available, state.current, target.id));
  // Choosing the current state keeps it: selectable only where the field shows a choice.
  const enabled = (id: number) =>
    canMoveTo(state.available, state.current, id) || (value !== null && id === state.current);

  return (
    <TextField
      select
      size="small"
      label={label ?? t('answer-view.state.change')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled || !reachable}
      helperText={reachable ? undefined : t('answer-view.state.noTransitions')}
      sx={{ minWidth: 200, flex: { xs: fill ? '1 1 0' : '1 1 100%', sm: '0 0 auto' } }}
      // The list opens beside the field, which holds the focus as it opens.
      slotProps={{
        select: { MenuProps: { container: () => menuContainer(document.activeElement) ?? null } },
      }}
    >
      {state.available.map((target) => (
        <MenuItem key={target.id} value={String(target.id)} disabled={!enabled(target.id)}>
          {target.id === state.current
            ? t('answer-view.state.currentOption', { name: target.name })
            : target.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

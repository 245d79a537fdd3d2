import type { AnswerState } from '@cabildo/domain';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentStateName } from './history.ts';
import { StateHistoryDialog } from './StateHistoryDialog.tsx';

/** The answer's current state ('-' without a state block); opening it shows the state history. */
export function StateChip({ state }: { state: AnswerState | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = currentStateName(state) ?? t('answer-view.state.none');
  if (!state) return <Chip label={name} variant="outlined" />;
  return (
    <>
      <Chip
        label={name}
        color="secondary"
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('answer-view.state.openHistory', { name })}
        aria-haspopup="dialog"
        sx={{ fontWeight: 700 }}
      />
      {open && <StateHistoryDialog state={state} onClose={() => setOpen(false)} />}
    </>
  );
}

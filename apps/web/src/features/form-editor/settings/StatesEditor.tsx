import {
  addState,
  deleteState,
  renameState,
  setInitialState,
  setTransitions,
  stateNameProblem,
  type States,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { EditorCard } from './EditorCard.tsx';

/** The states table (spec part 2 §4): add, rename, transitions, initial, delete with renumbering. */
export function StatesEditor({
  states,
  onChange,
  frozen,
  readOnly,
}: {
  states: States;
  onChange: (states: States) => void;
  frozen: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const issue = stateNameProblem(states, name);
    setProblem(issue);
    if (issue) return;
    onChange(addState(states, name));
    setName('');
  };
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  type Row = States['available'][number];
  const initialRadio = (state: Row) => (
    <Radio
      checked={states.initial === state.id}
      disabled={readOnly || frozen}
      onChange={() => onChange(setInitialState(states, state.id))}
      slotProps={{ input: { 'aria-label': `${t('editor.states.initial')}: ${state.name}` } }}
    />
  );
  const nameField = (state: Row) => (
    <TextField
      size="small"
      fullWidth
      value={state.name}
      disabled={readOnly}
      slotProps={{
        htmlInput: { 'aria-label': `${t('editor.states.name')} ${state.id + 1}` },
      }}
      onChange={(event) => onChange(renameState(states, state.id, event.target.value))}
    />
  );
  const transitionsField = (state: Row) => (
    <TextField
      select
      size="small"
      fullWidth
      value={state.transitions}
      disabled={readOnly}
      onChange={(event) =>
        onChange(setTransitions(states, state.id, event.target.value as unknown as number[]))
      }
      slotProps={{
        htmlInput: { 'aria-label': `${t('editor.states.transitions')}: ${state.name}` },
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {(selected as number[]).map((id) => (
                <Chip key={id} size="small" label={states.available[id]?.name ?? id} />
              ))}
            </Stack>
          ),
        },
      }}
    >
      {states.available
        .filter((target) => target.id !== state.id)
        .map((target) => (
          <MenuItem key={target.id} value={target.id}>
            {target.name}
          </MenuItem>
        ))}
    </TextField>
  );
  const removeButton = (state: Row) => (
    <IconButton
      aria-label={t('editor.states.remove', { name: state.name })}
      disabled={readOnly || frozen}
      onClick={() => onChange(deleteState(states, state.id))}
    >
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
  return (
    <EditorCard title={t('editor.states.title')} help={t('editor.states.help')}>
      {states.available.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('editor.states.none')}
        </Typography>
      ) : phone ? (
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('editor.states.title')}
        >
          {states.available.map((state) => (
            <Box
              component="li"
              key={state.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {initialRadio(state)}
                {nameField(state)}
                {removeButton(state)}
              </Stack>
              <Box sx={{ mt: 1.5 }}>{transitionsField(state)}</Box>
            </Box>
          ))}
        </Stack>
      ) : (
        // It scrolls sideways when narrow: focusable and named, so a keyboard can scroll it (WCAG 2.1.1).
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('editor.states.title')}>
          <Table size="small" aria-label={t('editor.states.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('editor.states.initial')}</TableCell>
                <TableCell>{t('editor.states.name')}</TableCell>
                <TableCell>{t('editor.states.transitions')}</TableCell>
                {/* The delete buttons' column: named for screen readers, no heading shown. */}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('editor.states.removeColumn')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {states.available.map((state) => (
                <TableRow key={state.id}>
                  <TableCell padding="checkbox">{initialRadio(state)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{nameField(state)}</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>{transitionsField(state)}</TableCell>
                  <TableCell padding="checkbox">{removeButton(state)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('editor.states.name')}
          value={name}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0 }}
          disabled={readOnly || frozen}
          error={Boolean(problem)}
          helperText={problem ? t(problem as 'forms.errors.stateNameEmpty') : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          startIcon={<AddOutlined />}
          onClick={add}
          disabled={readOnly || frozen}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('editor.states.add')}
        </Button>
      </Stack>
    </EditorCard>
  );
}

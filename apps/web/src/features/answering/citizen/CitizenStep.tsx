import { lookupNumberProblem, type CitizenData, type CitizenKind } from '@cabildo/domain';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitizenLookup } from '../../../api/citizens.ts';
import { ApiError, errorKey } from '../../../api/client.ts';
import { CitizenCard } from './CitizenCard.tsx';
import { ConfirmChangeDialog } from './ConfirmChangeDialog.tsx';
import { CreateCitizenDialog } from './CreateCitizenDialog.tsx';

export type CitizenStepProps = {
  formId: string;
  value: CitizenData | null;
  onChange: (citizen: CitizenData | null) => void;
  required: boolean;
  disabled?: boolean;
};

/** Failures of the registry itself; other refusals (permission, form) say what they are. */
const REGISTRY_FAILURES = new Set(['CITIZEN_REGISTRY_ERROR', 'NETWORK', 'INTERNAL']);

type Outcome = { kind: 'none' } | { kind: 'notFound'; number: string } | { kind: 'failed'; message: string };

/**
 * Step 0 of the answer screen: find the citizen (natural person by document, legal entity by tax
 * id) in the registry of the form's municipality, create one that is not there, or change the one
 * chosen after confirming.
 */
export function CitizenStep({ formId, value, onChange, required, disabled = false }: CitizenStepProps) {
  const { t, i18n } = useTranslation();
  const lookup = useCitizenLookup();
  const [kind, setKind] = useState<CitizenKind>('natural');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [creating, setCreating] = useState<{ kind: CitizenKind; number: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Only the newest search may set the outcome (an older, slower answer is dropped).
  const searchSeq = useRef(0);
  const headingId = useId();

  const reset = () => {
    searchSeq.current += 1;
    setNumberError(null);
    setOutcome({ kind: 'none' });
  };

  const search = () => {
    if (disabled || lookup.isPending) return;
    const problem = lookupNumberProblem(kind, number, i18n.language);
    reset();
    if (problem) {
      setNumberError(t(problem));
      return;
    }
    const seq = searchSeq.current;
    const searched = number.trim();
    lookup.mutate(
      { formId, kind, number: searched },
      {
        onSuccess: (citizen) => {
          if (seq !== searchSeq.current) return;
          onChange(citizen);
        },
        onError: (error) => {
          if (seq !== searchSeq.current) return;
          if (error instanceof ApiError && error.code === 'CITIZEN_NOT_FOUND') {
            setOutcome({ kind: 'notFound', number: searched });
          } else {
            const own = error instanceof ApiError && !REGISTRY_FAILURES.has(error.code);
            setOutcome({ kind: 'failed', message: own ? t(errorKey(error)) : t('citizens.lookupFailed') });
          }
        },
      },
    );
  };

  const chooseKind = (next: CitizenKind | null) => {
    if (!next || next === kind) return;
    setKind(next);
    reset();
  };

  const confirmChange = () => {
    setConfirming(false);
    setNumber('');
    reset();
    onChange(null);
  };

  const created = (citizen: CitizenData) => {
    setCreating(null);
    reset();
    onChange(citizen);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {t('citizens.step.title')}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Typography>

      {value ? (
        <Box sx={{ mt: 2 }}>
          <CitizenCard citizen={value} onChange={() => setConfirming(true)} disabled={disabled} />
        </Box>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('citizens.step.help')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={kind}
            onChange={(_, next: CitizenKind | null) => chooseKind(next)}
            aria-label={t('citizens.kind.label')}
            disabled={disabled}
            sx={{
              width: { xs: '100%', sm: 'auto' },
              '& .MuiToggleButton-root': {
                flex: { xs: 1, sm: 'none' },
                px: { xs: 1, sm: 2 },
                whiteSpace: 'nowrap',
              },
            }}
          >
            <ToggleButton value="natural">
              <PersonOutlined
                fontSize="small"
                sx={{ mr: 1, display: { xs: 'none', sm: 'inline-block' } }}
                aria-hidden
              />
              {t('citizens.kind.natural')}
            </ToggleButton>
            <ToggleButton value="legal">
              <BusinessOutlined
                fontSize="small"
                sx={{ mr: 1, display: { xs: 'none', sm: 'inline-block' } }}
                aria-hidden
              />
              {t('citizens.kind.legal')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              fullWidth
              label={t(kind === 'legal' ? 'citizens.number.legal' : 'citizens.number.natural')}
              value={number}
              disabled={disabled}
              onChange={(event) => {
                setNumber(event.target.value);
                if (numberError) setNumberError(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter searches; it must not submit the answer form around this step.
                event.preventDefault();
                search();
              }}
              error={numberError !== null}
              helperText={
                numberError ??
                t(kind === 'legal' ? 'citizens.number.legalHelp' : 'citizens.number.naturalHelp')
              }
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
            />
            <Button
              variant="contained"
              onClick={search}
              disabled={disabled || lookup.isPending}
              startIcon={
                lookup.isPending ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <SearchOutlined />
                )
              }
              sx={{ minWidth: 128, height: 56, flexShrink: 0 }}
            >
              {lookup.isPending ? t('citizens.searching') : t('citizens.search')}
            </Button>
          </Stack>
          {outcome.kind === 'notFound' && (
            <Alert severity="info" role="status">
              {t('citizens.notFound')}{' '}
              <Link
                component="button"
                type="button"
                variant="body2"
                disabled={disabled}
                onClick={() => setCreating({ kind, number: outcome.number })}
                sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
              >
                {t('citizens.here')}
              </Link>
            </Alert>
          )}
          {outcome.kind === 'failed' && (
            <Alert severity="error" role="alert">
              {outcome.message}
            </Alert>
          )}
        </Stack>
      )}

      {required && !value && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('citizens.required')}
        </Alert>
      )}

      <ConfirmChangeDialog
        open={confirming}
        onConfirm={confirmChange}
        onCancel={() => setConfirming(false)}
      />
      {creating && (
        <CreateCitizenDialog
          kind={creating.kind}
          formId={formId}
          number={creating.number}
          onCreated={created}
          onClose={() => setCreating(null)}
        />
      )}
    </Box>
  );
}

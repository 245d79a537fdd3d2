import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, type DownloadedFile } from '../../api/client.ts';
import { fetchRecord } from '../../api/lookups.ts';
import { saveBlob } from '../../components/saveBlob.ts';
import { TextInput } from '../../components/TextInput.tsx';
import { errorMessage } from '../../components/waitMessage.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { LookupCard } from './LookupCard.tsx';

await loadCatalogueParts('lookup');

/** The spec's pause between the answer and the download (part 3 §2, §9: "opens about 1 s later"). */
export const RECORD_OPEN_DELAY_MS = 1000;

type Outcome =
  | { kind: 'none' }
  | { kind: 'opening'; fileName: string }
  | { kind: 'downloaded'; fileName: string }
  | { kind: 'failed'; error: unknown };

/**
 * /actas/consultar (spec part 3 §2, §5): anyone types a record's download code (trimmed; case
 * matters) and gets its PDF, downloaded about a second after the answer. The code printed on a
 * record links here (`?codigo=…`) and fills the field. What was typed stays after any outcome.
 */
export function RecordLookupPage() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('codigo')?.trim() ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = (record: DownloadedFile) => {
    setOutcome({ kind: 'opening', fileName: record.fileName });
    timer.current = setTimeout(() => {
      timer.current = null;
      saveBlob(record.blob, record.fileName);
      setOutcome({ kind: 'downloaded', fileName: record.fileName });
      enqueueSnackbar(t('lookup.record.downloaded'), {
        variant: 'success',
        autoHideDuration: TOAST_MS.standard,
      });
    }, RECORD_OPEN_DELAY_MS);
  };

  const search = useMutation({
    mutationFn: (typed: string) => fetchRecord(typed, i18n.language),
    onMutate: () => setOutcome({ kind: 'none' }),
    onSuccess: open,
    onError: (error) => {
      setOutcome({ kind: 'failed', error });
      const explained =
        error instanceof ApiError && ['RECORD_NOT_FOUND', 'RATE_LIMITED'].includes(error.code);
      if (!explained) enqueueSnackbar(t('lookup.record.failed'), { variant: 'error' });
    },
  });

  const typed = code.trim();
  const busy = search.isPending || outcome.kind === 'opening';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed || busy) return;
    search.mutate(typed);
  };

  const failure = outcome.kind === 'failed' ? outcome.error : null;
  const failureText =
    failure instanceof ApiError && ['RECORD_NOT_FOUND', 'RATE_LIMITED'].includes(failure.code)
      ? errorMessage(t, failure)
      : t('lookup.record.failed');

  return (
    <LookupCard
      icon={<DescriptionOutlined />}
      title={t('pages.titles.recordLookup')}
      intro={t('lookup.record.intro')}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        role="search"
        aria-label={t('pages.titles.recordLookup')}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            label={t('lookup.record.codeLabel')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            helperText={t('lookup.record.codeHelp')}
            required
            fullWidth
            autoComplete="off"
            inputProps={{ spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off', maxLength: 100 }}
            sx={{ '& input': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!typed || busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SearchOutlined />}
            sx={{ minHeight: 56, px: 3, flexShrink: 0 }}
          >
            {t('lookup.record.search')}
          </Button>
        </Stack>
      </Box>

      <Box aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
        {outcome.kind === 'opening' && (
          <Alert severity="info" variant="outlined">
            {t('lookup.record.downloading')}
          </Alert>
        )}
        {outcome.kind === 'downloaded' && (
          <Alert severity="success" variant="outlined">
            {t('lookup.record.downloaded')}
            <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere', opacity: 0.85 }}>
              {outcome.fileName}
            </Typography>
          </Alert>
        )}
        {failure !== null && (
          <Alert
            severity={
              failure instanceof ApiError && failure.code === 'RECORD_NOT_FOUND' ? 'warning' : 'error'
            }
            variant="outlined"
          >
            {failureText}
          </Alert>
        )}
      </Box>
    </LookupCard>
  );
}

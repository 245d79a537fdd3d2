import { localized } from '@cabildo/domain';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Alert, Box, Button, CircularProgress, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { lookUpStatus } from '../../api/lookups.ts';
import { TextInput } from '../../components/TextInput.tsx';
import { errorMessage } from '../../components/waitMessage.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { LookupCard } from './LookupCard.tsx';

await loadCatalogueParts('lookup');

/**
 * /publico/consultar-estado (spec part 3 §2): anyone types the code of an answer to a public form
 * and sees the form's title and the answer's current state. The code must not be empty; a link
 * may carry it (`?codigo=CBA-12`), and then it is looked up at once.
 */
export function StatusLookupPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('codigo')?.trim() ?? '';
  const [code, setCode] = useState(linked);
  const [emptyTried, setEmptyTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lookup = useMutation({ mutationFn: (typed: string) => lookUpStatus(typed) });
  const { mutate } = lookup;

  useEffect(() => {
    if (linked) mutate(linked);
  }, [linked, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setEmptyTried(true);
      input.current?.focus();
      return;
    }
    lookup.mutate(typed);
  };

  const missing = emptyTried && !code.trim();
  const notFound = lookup.error instanceof ApiError && lookup.error.code === 'STATUS_NOT_FOUND';
  const found = lookup.data;

  return (
    <LookupCard
      icon={<ManageSearchOutlined />}
      title={t('pages.titles.statusLookup')}
      intro={t('lookup.status.intro')}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        role="search"
        aria-label={t('pages.titles.statusLookup')}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            inputRef={input}
            label={t('lookup.status.codeLabel')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (event.target.value.trim()) setEmptyTried(false);
            }}
            error={missing}
            helperText={missing ? t('lookup.status.codeRequired') : t('lookup.status.codeHelp')}
            required
            fullWidth
            autoComplete="off"
            inputProps={{ spellCheck: false, autoCapitalize: 'characters', maxLength: 100 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={lookup.isPending}
            size="large"
            aria-busy={lookup.isPending}
            startIcon={
              lookup.isPending ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <SearchOutlined />
              )
            }
            sx={{ minHeight: 56, px: 3, flexShrink: 0 }}
          >
            {lookup.isPending ? t('lookup.status.searching') : t('lookup.status.search')}
          </Button>
        </Stack>
      </Box>

      <Box aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
        {found && !lookup.isPending && (
          <Box
            data-testid="status-result"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.default',
              p: { xs: 2, sm: 3 },
            }}
          >
            <Stack spacing={2}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 2, sm: 3 }}
                sx={{ justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant="overline"
                    color="text.secondary"
                    component="p"
                    sx={{ lineHeight: 1.6 }}
                  >
                    {t('lookup.status.procedure')}
                  </Typography>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {localized(found.formTitle, found.formTitleAlt, i18n.language)}
                  </Typography>
                </Box>
                <Box sx={{ flexShrink: 0 }}>
                  <Typography
                    variant="overline"
                    color="text.secondary"
                    component="p"
                    sx={{ lineHeight: 1.6 }}
                  >
                    {t('lookup.status.code')}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, letterSpacing: 0.3 }}>{found.code}</Typography>
                </Box>
              </Stack>
              <Box>
                <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
                  {t('lookup.status.currentState')}
                </Typography>
                <Chip
                  data-testid="current-state"
                  label={found.stateName}
                  color="primary"
                  sx={{ fontWeight: 700, fontSize: '1rem', height: 36, px: 0.5, maxWidth: '100%' }}
                />
              </Box>
            </Stack>
          </Box>
        )}
        {lookup.isError && !lookup.isPending && (
          <Alert severity={notFound ? 'warning' : 'error'} variant="outlined">
            {errorMessage(t, lookup.error)}
          </Alert>
        )}
      </Box>
    </LookupCard>
  );
}

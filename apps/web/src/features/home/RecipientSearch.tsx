import {
  RECIPIENT_SEARCH_PAGE_SIZE,
  formatDateTime,
  localized,
  normalizeRecipientNumber,
  recipientNumberProblem,
  type CitizenKind,
  type Recipient,
  type RecipientAnswerRow,
} from '@cabildo/domain';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Search from '@mui/icons-material/Search';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
  alpha,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorKey } from '../../api/client.ts';
import { useRecipientSearch, type RecipientQuery } from '../../api/recipients.ts';
import { KeysetPager, neighbourPages, type PagePlace } from '../../components/KeysetPager.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { useReaderTimeZone } from '../../session/session.tsx';

/** How many characters a number needs before it is judged while typing (before, only on leaving the field). */
const JUDGED_FROM: Record<CitizenKind, number> = { natural: 6, legal: 11 };
const FIRST_PAGE: PagePlace = { direction: 'next', page: 1 };

function RecipientCard({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const legal = recipient.kind === 'legal';
  const name = [recipient.firstName, legal ? '' : recipient.lastName].filter((part) => part.trim()).join(' ');
  // Phones: the label above its value, so a long e-mail keeps a line of its own.
  const line = (icon: React.ReactNode, label: string, value: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'inline' }, mr: 1 }}
        >
          {label}
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    </Stack>
  );
  return (
    <Box
      component="section"
      aria-label={t('home.recipientSearch.person')}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <Box
        aria-hidden
        sx={{
          bgcolor: 'primary.main',
          color: 'common.white',
          borderRadius: '50%',
          width: 44,
          height: 44,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <PersonOutlined />
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t('home.recipientSearch.person')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {name}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}>
          {line(
            <BadgeOutlined fontSize="small" />,
            legal ? t('home.recipientSearch.cuit') : t('home.recipientSearch.dni'),
            (legal ? recipient.cuit : recipient.dni) ?? '—',
          )}
          {line(
            <EmailOutlined fontSize="small" />,
            t('home.recipientSearch.email'),
            recipient.email ?? t('home.recipientSearch.noEmail'),
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function ViewAction({ row, short }: { row: RecipientAnswerRow; short?: boolean }) {
  const { t } = useTranslation();
  const label = t('home.recipientSearch.view', { code: row.code });
  if (short)
    return (
      <Button
        component={RouterLink}
        to={`/ver/${row.id}`}
        size="small"
        variant="outlined"
        startIcon={<VisibilityOutlined />}
        aria-label={label}
      >
        {t('home.recipientSearch.viewShort')}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={`/ver/${row.id}`} aria-label={label}>
        <VisibilityOutlined />
      </IconButton>
    </Tooltip>
  );
}

function StateLabel({ row }: { row: RecipientAnswerRow }) {
  const { t } = useTranslation();
  if (!row.state) return <Typography color="text.secondary">{t('home.recipientSearch.noState')}</Typography>;
  return (
    <Chip size="small" color="secondary" variant="outlined" label={row.state.name} sx={{ fontWeight: 600 }} />
  );
}

/**
 * The recipient search of /home (spec part 3 §2 "Recipient search"): a document type (DNI/ID or
 * CUIT/RUC) and a number; the button stays off until a type is chosen and the number differs from
 * the last search, and says what is wrong with an invalid number. Shows the person found and the
 * answers of the person's areas linked to the number, 5 a page, each with a link to its view.
 */
export function RecipientSearch() {
  const { t, i18n } = useTranslation();
  const zone = useReaderTimeZone();
  const [kind, setKind] = useState<CitizenKind | ''>('');
  const [number, setNumber] = useState('');
  const [left, setLeft] = useState(false);
  const [query, setQuery] = useState<RecipientQuery | null>(null);
  const [place, setPlace] = useState<PagePlace>(FIRST_PAGE);
  const search = useRecipientSearch(query, place);
  const page = search.data;

  const typed = number.trim();
  const problem = kind && typed ? recipientNumberProblem(kind, typed) : null;
  const judged = kind !== '' && (left || normalizeRecipientNumber(kind, typed).length >= JUDGED_FROM[kind]);
  const invalid = problem !== null && judged;
  const unchanged =
    query !== null && kind === query.kind && normalizeRecipientNumber(kind, typed) === query.number;
  const disabled = kind === '' || typed === '' || problem !== null || unchanged;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setQuery({ kind, number: normalizeRecipientNumber(kind, typed) });
    setPlace(FIRST_PAGE);
  };

  const total = page?.total ?? 0;
  const around = page && neighbourPages(place, page);
  const footer = around && total > 0 && (
    <KeysetPager
      total={total}
      pageSize={RECIPIENT_SEARCH_PAGE_SIZE}
      page={place.page}
      hasNext={around.next !== null}
      busy={search.isFetching}
      onPrevious={() => setPlace(around.previous)}
      onNext={() => around.next && setPlace(around.next)}
      labels={{
        total: t('home.recipientSearch.total', { count: total }),
        nav: t('home.recipientSearch.pager.label'),
        previous: t('home.recipientSearch.pager.previous'),
        next: t('home.recipientSearch.pager.next'),
        page: (current, pages) => t('home.recipientSearch.pager.page', { page: current, pages }),
      }}
    />
  );
  const title = (row: RecipientAnswerRow) => localized(row.formTitle, row.formTitleAlt, i18n.language);

  return (
    <Card variant="outlined" component="section" aria-labelledby="recipient-search-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2.5 }}>
          <Box
            aria-hidden
            sx={{
              bgcolor: 'secondary.main',
              color: 'common.white',
              borderRadius: 2,
              p: 1.25,
              display: 'flex',
            }}
          >
            <PersonSearchOutlined />
          </Box>
          <Box>
            <Typography id="recipient-search-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t('home.recipientSearch.title')}
            </Typography>
            <Typography color="text.secondary">{t('home.recipientSearch.body')}</Typography>
          </Box>
        </Stack>

        <Box
          component="form"
          role="search"
          aria-labelledby="recipient-search-title"
          noValidate
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            select
            label={t('home.recipientSearch.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as CitizenKind)}
            slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
          >
            <MenuItem value="natural">{t('home.recipientSearch.kinds.natural')}</MenuItem>
            <MenuItem value="legal">{t('home.recipientSearch.kinds.legal')}</MenuItem>
          </TextField>
          <TextField
            label={t('home.recipientSearch.number')}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setLeft(false);
            }}
            onBlur={() => setLeft(true)}
            error={invalid}
            helperText={t(`home.recipientSearch.numberHelp.${kind || 'none'}`)}
            slotProps={{
              htmlInput: {
                inputMode: kind === 'legal' ? 'numeric' : 'text',
                maxLength: 40,
                autoComplete: 'off',
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            color={invalid ? 'error' : 'primary'}
            disabled={disabled}
            startIcon={invalid ? undefined : <Search />}
            sx={{
              height: 56,
              minWidth: 140,
              whiteSpace: 'nowrap',
              // The spec's invalid state: the label says what is wrong, in the error colour.
              ...(invalid && {
                '&.Mui-disabled': {
                  color: 'error.main',
                  bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
                  border: 1,
                  borderColor: (theme) => alpha(theme.palette.error.main, 0.4),
                },
              }),
            }}
          >
            {invalid && problem ? t(problem) : t('home.recipientSearch.search')}
          </Button>
        </Box>

        <Stack spacing={2} sx={{ mt: 3 }}>
          {search.isError && !page ? (
            <Alert severity="error">
              {t('home.recipientSearch.failed')} {t(errorKey(search.error))}
            </Alert>
          ) : (
            <>
              {page?.recipient && <RecipientCard recipient={page.recipient} />}
              {query && (
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t('home.recipientSearch.results')}
                </Typography>
              )}
              <ResponsiveTable
                label={t('home.recipientSearch.results')}
                rows={page?.rows ?? []}
                loading={query !== null && search.isPending}
                fetching={search.isFetching}
                texts={{
                  loading: t('home.recipientSearch.loading'),
                  empty: query ? t('home.recipientSearch.empty') : t('home.recipientSearch.idle'),
                  actions: t('home.recipientSearch.columns.actions'),
                }}
                columns={[
                  {
                    header: t('home.recipientSearch.columns.form'),
                    cell: (row) => title(row),
                    sx: { fontWeight: 600 },
                  },
                  { header: t('home.recipientSearch.columns.code'), cell: (row) => row.code },
                  {
                    header: t('home.recipientSearch.columns.date'),
                    cell: (row) => formatDateTime(row.createdAt, zone),
                    sx: { whiteSpace: 'nowrap' },
                  },
                  {
                    header: t('home.recipientSearch.columns.state'),
                    cell: (row) => <StateLabel row={row} />,
                  },
                ]}
                card={(row) => (
                  <>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title(row)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {row.code} · {formatDateTime(row.createdAt, zone)}
                    </Typography>
                    <Box>
                      <StateLabel row={row} />
                    </Box>
                  </>
                )}
                actions={(row) => <ViewAction row={row} />}
                cardActions={(row) => <ViewAction row={row} short />}
                footer={footer}
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

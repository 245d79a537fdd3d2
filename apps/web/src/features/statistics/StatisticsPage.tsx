import {
  DEFAULT_STATISTICS_RANGE,
  isValidDate,
  localized,
  STATISTICS_QUICK_RANGES,
  type StatisticsQuickRange,
} from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, GlobalStyles, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useFormStatistics, type StatisticsRange } from '../../api/statistics.ts';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useAbility } from '../../session/session.tsx';
import { MonthlyStatistics } from './MonthlyStatistics.tsx';

import { RangeBar } from './RangeBar.tsx';
import { InfoCards } from './InfoCards.tsx';
import { Charts } from './Charts.tsx';

await loadCatalogueParts('statistics');

/** The range the address holds: ?range=7d, or ?from=…&to=…; default the last 7 days. */
function rangeFromSearch(search: URLSearchParams): StatisticsRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (isValidDate(from) && isValidDate(to) && from <= to) return { from, to };
  const range = search.get('range') as StatisticsQuickRange | null;
  return { range: range && STATISTICS_QUICK_RANGES.includes(range) ? range : DEFAULT_STATISTICS_RANGE };
}

const print = `@media print {
  .MuiAppBar-root, .MuiDrawer-root, nav, .statistics-no-print { display: none !important; }
  body, main { background: #fff !important; }
  main { padding: 0 !important; margin: 0 !important; }
  .statistics-card { break-inside: avoid; page-break-inside: avoid; box-shadow: none !important; }
  .statistics-table { height: auto !important; visibility: visible !important; }
  .statistics-grid { grid-template-columns: 1fr 1fr !important; }
  h2 { break-after: avoid; }
}`;

/** /estadisticas/{id} (read estadistica_formulario): a form's statistics, computed by the server. */
export function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  const statistics = useFormStatistics(id, range);
  const ability = useAbility();

  const back = (
    <Button
      component={RouterLink}
      to="/listar"
      startIcon={<ArrowBackOutlined />}
      className="statistics-no-print"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('statistics.back')}
    </Button>
  );

  if (statistics.isPending) return <FullPageSpinner />;
  if (statistics.isError && !statistics.data) {
    const status = statistics.error instanceof ApiError ? statistics.error.status : 0;
    if (status === 403) return <ForbiddenPage />;
    if (status === 404)
      return (
        <StatusPage
          icon={<SearchOffOutlined fontSize="large" />}
          title={t('statistics.notFound')}
          body=""
          action={{ label: t('statistics.back'), to: '/listar' }}
          tone="warning"
        />
      );
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void statistics.refetch()}>
              {t('statistics.retry')}
            </Button>
          }
        >
          {t('statistics.loadError')}
        </Alert>
      </Stack>
    );
  }
  const data = statistics.data!;
  const choose = (next: StatisticsRange) =>
    setSearch(new URLSearchParams('range' in next ? { range: next.range } : next));

  return (
    <Box>
      <GlobalStyles styles={print} />
      {/* On a phone the refresh and print buttons go under the back link rather than squeeze it onto two lines. */}
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        {back}
        <Stack direction="row" spacing={1} className="statistics-no-print">
          <Button startIcon={<RefreshOutlined />} onClick={() => void statistics.refetch()}>
            {t('statistics.refresh')}
          </Button>
          <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('statistics.print')}
          </Button>
        </Stack>
      </Stack>
      <PageHeader
        title={localized(data.form.title, data.form.titleAlt, i18n.language)}
        subtitle={t('statistics.title')}
      />
      <RangeBar range={range} resolved={data.range} onChange={choose} />
      <Box sx={{ height: 4, my: 1 }}>{statistics.isFetching && <LinearProgress aria-hidden />}</Box>
      {statistics.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('statistics.loadError')}
        </Alert>
      )}
      <InfoCards data={data} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t(data.ownAnswersOnly ? 'statistics.coverageOwn' : 'statistics.coverage', {
          count: data.search.answers,
        })}
      </Typography>
      {data.search.answers === 0 ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('statistics.noStatistics')}
        </Alert>
      ) : (
        <Charts data={data} />
      )}
      {ability.can('read', 'estadistica_general') && <MonthlyStatistics />}
    </Box>
  );
}

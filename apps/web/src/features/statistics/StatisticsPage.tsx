import {
  addDays,
  dateToDisplay,
  DEFAULT_STATISTICS_RANGE,
  formatDateTime,
  isValidDate,
  localized,
  STATISTICS_QUICK_RANGES,
  STATISTICS_RANGE_MAX_DAYS,
  type FormStatistics,
  type StatisticsQuickRange,
} from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  GlobalStyles,
  LinearProgress,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useFormStatistics, type StatisticsRange } from '../../api/statistics.ts';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { DateField } from '../../components/PickerField.tsx';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ChartCard, type ChartTable } from './ChartCard.tsx';
import { MonthlyStatistics } from './MonthlyStatistics.tsx';
import { HorizontalBars, QuestionChart, useCountAxis, useNumber } from './QuestionChart.tsx';

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
  const user = useSessionUser();

  const back = (
    <Button
      component={RouterLink}
      to="/listar"
      startIcon={<ArrowBackOutlined />}
      className="statistics-no-print"
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
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between' }}>
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
      {user.role === 'ROLE_ADMIN' && <MonthlyStatistics />}
    </Box>
  );
}

type RangeProblem = `statistics.errors.${'date' | 'rangeIncomplete' | 'rangeOrder' | 'rangeTooLong'}`;

/** What keeps two typed days from being a range the server takes (catalogue keys), per field. */
function rangeProblems(from: string, to: string): { from?: RangeProblem; to?: RangeProblem } {
  const problems: { from?: RangeProblem; to?: RangeProblem } = {};
  if (!isValidDate(from))
    problems.from = from ? 'statistics.errors.date' : 'statistics.errors.rangeIncomplete';
  if (!isValidDate(to)) problems.to = to ? 'statistics.errors.date' : 'statistics.errors.rangeIncomplete';
  if (problems.from || problems.to) return problems;
  if (from > to) problems.to = 'statistics.errors.rangeOrder';
  else if (addDays(from, STATISTICS_RANGE_MAX_DAYS) < to) problems.to = 'statistics.errors.rangeTooLong';
  return problems;
}

function RangeBar({
  range,
  resolved,
  onChange,
}: {
  range: StatisticsRange;
  resolved: FormStatistics['range'];
  onChange: (range: StatisticsRange) => void;
}) {
  const { t } = useTranslation();
  const [dates, setDates] = useState({ from: resolved.from, to: resolved.to });
  const [custom, setCustom] = useState('from' in range);
  // Said once Apply was pressed: a field left unfinished, or the range the wrong way round or too long.
  const [tried, setTried] = useState(false);
  const problems = rangeProblems(dates.from, dates.to);
  const valid = !problems.from && !problems.to;
  return (
    <Paper variant="outlined" className="statistics-no-print" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('statistics.ranges.label')}
          value={custom ? 'custom' : 'range' in range ? range.range : null}
          onChange={(_, value: StatisticsQuickRange | 'custom' | null) => {
            if (!value) return;
            if (value === 'custom') return setCustom(true);
            setCustom(false);
            onChange({ range: value });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {STATISTICS_QUICK_RANGES.map((quick) => (
            <ToggleButton key={quick} value={quick} sx={{ px: 1.5 }}>
              {t(`statistics.ranges.${quick}`)}
            </ToggleButton>
          ))}
          <ToggleButton value="custom" sx={{ px: 1.5 }}>
            {t('statistics.ranges.custom')}
          </ToggleButton>
        </ToggleButtonGroup>
        {custom && (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (valid) onChange(dates);
            }}
          >
            {(['from', 'to'] as const).map((end) => (
              <Box key={end} sx={{ width: 180 }}>
                <DateField
                  label={t(`statistics.${end}`)}
                  value={dates[end]}
                  onChange={(next) => setDates({ ...dates, [end]: next })}
                  error={tried && Boolean(problems[end])}
                  helperText={tried && problems[end] ? t(problems[end]) : undefined}
                  placeholder={t('statistics.datePlaceholder')}
                  pickLabel={t('statistics.openCalendar', { label: t(`statistics.${end}`) })}
                  maxWidth="none"
                />
              </Box>
            ))}
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', mt: '2px' }}>
              {t('statistics.apply')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function InfoCards({ data }: { data: FormStatistics }) {
  const { t } = useTranslation();
  const number = useNumber();
  const card = {
    p: 2,
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
  };
  const day = (value: string) => value.split('-').reverse().join('/');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper variant="outlined" className="statistics-card" sx={{ p: 0 }}>
        <Typography
          variant="overline"
          component="h2"
          sx={{ px: 2, pt: 1.5, display: 'block', color: 'text.secondary' }}
        >
          {t('statistics.form.heading')}
        </Typography>
        <Box sx={card}>
          <Figure label={t('statistics.form.area')} value={data.form.area} />
          <Figure label={t('statistics.form.municipality')} value={data.form.municipality} />
          <Figure label={t('statistics.form.total')} value={number(data.form.totalAnswers)} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Figure
              label={t('statistics.form.states')}
              value={
                data.form.states.length === 0 ? (
                  t('statistics.form.noStates')
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {data.form.states.map((state) => (
                      <Chip key={state.id} size="small" label={state.name} />
                    ))}
                  </Stack>
                )
              }
            />
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" className="statistics-card" sx={{ p: 0 }}>
        <Typography
          variant="overline"
          component="h2"
          sx={{ px: 2, pt: 1.5, display: 'block', color: 'text.secondary' }}
        >
          {t('statistics.search.heading')}: {day(data.range.from)} – {day(data.range.to)}
        </Typography>
        <Box sx={card}>
          <Figure label={t('statistics.search.answers')} value={number(data.search.answers)} />
          <Figure
            label={t('statistics.search.first')}
            value={
              data.search.first
                ? formatDateTime(data.search.first, data.range.timeZone)
                : t('statistics.search.none')
            }
          />
          <Figure
            label={t('statistics.search.last')}
            value={
              data.search.last
                ? formatDateTime(data.search.last, data.range.timeZone)
                : t('statistics.search.none')
            }
          />
          {data.search.perState.length > 0 && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Figure
                label={t('statistics.search.perState')}
                value={
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {data.search.perState.map((state) => (
                      <Chip
                        key={state.stateId}
                        size="small"
                        variant="outlined"
                        label={`${state.name}: ${number(state.count)}`}
                      />
                    ))}
                  </Stack>
                }
              />
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function Charts({ data }: { data: FormStatistics }) {
  const { t, i18n } = useTranslation();
  const counts = useCountAxis();
  const hours = data.perHour.map((_, hour) => String(hour).padStart(2, '0'));
  const perHour: ChartTable = {
    head: [t('statistics.charts.hour'), t('statistics.charts.answers')],
    rows: data.perHour.map((count, hour) => [hours[hour]!, count]),
  };
  const days = data.perDay.map((entry) => entry.value.slice(5).split('-').reverse().join('/'));
  const perDay: ChartTable = {
    head: [t('statistics.charts.day'), t('statistics.charts.answers')],
    rows: data.perDay.map((entry) => [dateToDisplay(entry.value), entry.count]),
  };
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  };
  return (
    <>
      <Box className="statistics-grid" sx={{ ...grid, mt: 3 }}>
        <ChartCard
          title={t('statistics.charts.perHour')}
          notes={[t('statistics.charts.perHourNote', { zone: data.range.timeZone })]}
          table={perHour}
        >
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: hours, tickLabelInterval: (_, index) => index % 3 === 0 }]}
            yAxis={counts.axis}
            series={[
              {
                data: data.perHour,
                label: t('statistics.charts.answers'),
                valueFormatter: counts.valueFormatter,
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        </ChartCard>
        <ChartCard title={t('statistics.charts.perDay')} table={perDay}>
          {data.perDay.length === 1 ? (
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: days }]}
              yAxis={counts.axis}
              series={[
                {
                  data: data.perDay.map((entry) => entry.count),
                  label: t('statistics.charts.answers'),
                  valueFormatter: counts.valueFormatter,
                },
              ]}
              hideLegend
              margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            />
          ) : (
            <LineChart
              height={260}
              xAxis={[{ scaleType: 'point', data: days }]}
              yAxis={counts.axis}
              series={[
                {
                  data: data.perDay.map((entry) => entry.count),
                  label: t('statistics.charts.answers'),
                  valueFormatter: counts.valueFormatter,
                  area: true,
                  showMark: false,
                },
              ]}
              hideLegend
              margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
            />
          )}
        </ChartCard>
      </Box>
      {data.sections.map((section) => {
        const title = localized(section.title, section.titleAlt, i18n.language);
        const notes = section.repeatable
          ? [t('statistics.charts.repeatable', { copies: section.copies ?? 0, answers: section.answers })]
          : [t('statistics.charts.sectionAnswers', { count: section.answers })];
        const conditions = section.conditions ?? [];
        return (
          <Box component="section" key={section.sectionId} aria-label={title} sx={{ mt: 4 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              {title}
            </Typography>
            {notes.map((note) => (
              <Typography key={note} variant="body2" color="text.secondary">
                {note}
              </Typography>
            ))}
            <Box className="statistics-grid" sx={{ ...grid, mt: 1.5 }}>
              {section.conditional && conditions.length > 0 && (
                <ChartCard
                  title={t('statistics.charts.conditions')}
                  table={{
                    head: [t('statistics.charts.condition'), t('statistics.charts.count')],
                    rows: conditions.map((condition) => [
                      localized(condition.text, condition.textAlt, i18n.language),
                      condition.count,
                    ]),
                  }}
                >
                  <HorizontalBars
                    labels={conditions.map((condition) =>
                      localized(condition.text, condition.textAlt, i18n.language),
                    )}
                    values={conditions.map((condition) => condition.count)}
                    name={t('statistics.charts.answers')}
                  />
                </ChartCard>
              )}
              {section.questions.map((question) => (
                <QuestionChart key={question.key} figures={question} repeatable={section.repeatable} />
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}

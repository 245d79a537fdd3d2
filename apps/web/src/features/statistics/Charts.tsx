import { dateToDisplay, localized, type FormStatistics } from '@cabildo/domain';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartTable } from './ChartCard.tsx';
import { HorizontalBars, QuestionChart, useCountAxis } from './QuestionChart.tsx';

/** One chart per question the statistics cover. */
export function Charts({ data }: { data: FormStatistics }) {
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

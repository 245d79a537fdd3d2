import { dateToDisplay, localized, pieLabelsShown, type QuestionFigures } from '@cabildo/domain';
import { intlLocale } from '@cabildo/domain/languages';
import { Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartTable } from './ChartCard.tsx';

const HEIGHT = 260;

/** A number as the interface language writes it. */
export const useNumber = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
};

/**
 * The counts axis of a chart and its tooltips, numbers as the interface language writes them (the
 * chart library would use the browser's).
 */
export const useCountAxis = () => {
  const number = useNumber();
  const valueFormatter = (value: number | null) => (value === null ? '' : number(value));
  // Counts are whole numbers: no 0.5 ticks on a small scale.
  return { axis: [{ valueFormatter, tickMinStep: 1 }], valueFormatter };
};

/** Horizontal bars, one per label: multiple choice, most frequent texts, conditions. */
export function HorizontalBars({
  labels,
  values,
  name,
}: {
  labels: string[];
  values: number[];
  name: string;
}) {
  const height = Math.max(120, labels.length * 34 + 40);
  const counts = useCountAxis();
  return (
    <BarChart
      layout="horizontal"
      height={height}
      yAxis={[{ scaleType: 'band', data: labels, width: 120 }]}
      xAxis={counts.axis}
      series={[{ data: values, label: name, valueFormatter: counts.valueFormatter }]}
      hideLegend
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
    />
  );
}

/** The chart of one question, as its kind asks (issue 14 item 1). */
export function QuestionChart({ figures, repeatable }: { figures: QuestionFigures; repeatable: boolean }) {
  const { t, i18n } = useTranslation();
  const number = useNumber();
  const counts = useCountAxis();
  const title = localized(figures.title, figures.titleAlt, i18n.language);
  const notes = [
    t(repeatable ? 'statistics.charts.answeredCopies' : 'statistics.charts.answered', {
      count: figures.answered,
    }),
  ];
  if (figures.answered === 0)
    return (
      <ChartCard
        title={title}
        notes={notes}
        table={{ head: [t('statistics.charts.value'), t('statistics.charts.count')], rows: [] }}
      >
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('statistics.charts.noAnswers')}
        </Typography>
      </ChartCard>
    );

  if (figures.options) {
    const labels = figures.options.map((option) =>
      figures.kind === 'yesno'
        ? t(option.value === 'yes' ? 'statistics.charts.yes' : 'statistics.charts.no')
        : localized(option.label, option.labelAlt, i18n.language),
    );
    const total = figures.options.reduce((sum, option) => sum + option.count, 0);
    const table: ChartTable = {
      head: [t('statistics.charts.option'), t('statistics.charts.count'), t('statistics.charts.share')],
      rows: figures.options.map((option, index) => [
        labels[index]!,
        option.count,
        `${number(figures.answered ? (option.count / figures.answered) * 100 : 0)} %`,
      ]),
    };
    if (figures.kind === 'multiple')
      return (
        <ChartCard title={title} notes={[...notes, t('statistics.charts.multipleNote')]} table={table}>
          <HorizontalBars
            labels={labels}
            values={figures.options.map((o) => o.count)}
            name={t('statistics.charts.answers')}
          />
        </ChartCard>
      );
    const labelsShown = pieLabelsShown(figures.options.length);
    return (
      <ChartCard
        title={title}
        notes={labelsShown ? notes : [...notes, t('statistics.charts.labelsHidden')]}
        table={table}
      >
        <PieChart
          height={HEIGHT}
          hideLegend={!labelsShown}
          series={[
            {
              data: figures.options.map((option, index) => ({
                id: option.value,
                value: option.count,
                label: labels[index]!,
              })),
              innerRadius: 48,
              paddingAngle: 1,
              cornerRadius: 3,
              arcLabel: labelsShown
                ? (item) => (total ? `${Math.round((item.value / total) * 100)}%` : '')
                : undefined,
              arcLabelMinAngle: 20,
            },
          ]}
          slotProps={{
            legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
        />
      </ChartCard>
    );
  }

  if (figures.numbers) {
    const { numbers } = figures;
    const labels = numbers.bins.map((bin) =>
      bin.from === bin.to ? number(bin.from) : `${number(bin.from)}–${number(bin.to)}`,
    );
    const table: ChartTable = {
      head: [t('statistics.charts.from'), t('statistics.charts.to'), t('statistics.charts.count')],
      rows: numbers.bins.map((bin) => [number(bin.from), number(bin.to), bin.count]),
    };
    return (
      <ChartCard title={title} notes={notes} table={table}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          {(['min', 'mean', 'median', 'max'] as const).map((key) => (
            <Box key={key}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`statistics.charts.${key}`)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{number(numbers[key])}</Typography>
            </Box>
          ))}
        </Stack>
        <BarChart
          height={HEIGHT - 50}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={counts.axis}
          series={[
            {
              data: numbers.bins.map((bin) => bin.count),
              label: t('statistics.charts.answers'),
              valueFormatter: counts.valueFormatter,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartCard>
    );
  }

  if (figures.series) {
    const time = figures.dataType === 'time';
    const labels = figures.series.map((entry) =>
      time ? entry.value.padStart(2, '0') : dateToDisplay(entry.value),
    );
    const table: ChartTable = {
      head: [time ? t('statistics.charts.hour') : t('statistics.charts.day'), t('statistics.charts.count')],
      rows: figures.series.map((entry, index) => [labels[index]!, entry.count]),
    };
    return (
      <ChartCard title={title} notes={notes} table={table}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={counts.axis}
          series={[
            {
              data: figures.series.map((entry) => entry.count),
              label: t('statistics.charts.answers'),
              valueFormatter: counts.valueFormatter,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartCard>
    );
  }

  const top = figures.top ?? [];
  const table: ChartTable = {
    head: [t('statistics.charts.value'), t('statistics.charts.count')],
    rows: top.map((entry) => [entry.value, entry.count]),
  };
  // Answered with an attachment only (a photo, a document): no text to count.
  if (top.length === 0)
    return (
      <ChartCard title={title} notes={notes} table={table}>
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('statistics.charts.noTexts')}
        </Typography>
      </ChartCard>
    );
  return (
    <ChartCard
      title={title}
      notes={[
        ...notes,
        t('statistics.charts.distinct', { count: figures.distinct ?? 0 }),
        t('statistics.charts.topValues'),
      ]}
      table={table}
    >
      <HorizontalBars
        labels={top.map((entry) => (entry.value.length > 28 ? `${entry.value.slice(0, 27)}…` : entry.value))}
        values={top.map((entry) => entry.count)}
        name={t('statistics.charts.answers')}
      />
    </ChartCard>
  );
}

import {
  addDays,
  isValidDate,
  STATISTICS_QUICK_RANGES,
  STATISTICS_RANGE_MAX_DAYS,
  type FormStatistics,
  type StatisticsQuickRange,
} from '@cabildo/domain';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatisticsRange } from '../../api/statistics.ts';
import { DateField } from '../../components/PickerField.tsx';

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

/** The range chooser: the quick ranges, or two days typed, checked before the server is asked. */
export function RangeBar({
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

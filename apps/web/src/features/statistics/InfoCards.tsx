import { formatDateTime, type FormStatistics } from '@cabildo/domain';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumber } from './QuestionChart.tsx';

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

/** The two cards over the charts: the form (area, municipality, answers, states) and the range's answers (first, last, per state). */
export function InfoCards({ data }: { data: FormStatistics }) {
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

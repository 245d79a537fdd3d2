import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useMonthlyStatistics } from '../../api/statistics.ts';
import { ChartCard } from './ChartCard.tsx';
import { useCountAxis, useNumber } from './QuestionChart.tsx';

/** The admin's general statistics (spec part 1 §6, part 3 §2): answers per month per municipality. */
export function MonthlyStatistics() {
  const { t } = useTranslation();
  const number = useNumber();
  const counts = useCountAxis();
  const monthly = useMonthlyStatistics(true);
  if (monthly.isPending) return null;
  if (monthly.isError)
    return (
      <Typography role="alert" color="error">
        {t('statistics.loadError')}
      </Typography>
    );
  const { municipalities } = monthly.data;
  // YYYY-MM shown as MM/YYYY, the order of the app's dates (DD/MM/YYYY).
  const months = monthly.data.months.map((month) => month.split('-').reverse().join('/'));
  const shown = municipalities.filter(
    (place) => place.perMonth.some((count) => count > 0) || place.forms > 0,
  );
  return (
    <Box component="section" aria-labelledby="statistics-monthly" sx={{ mt: 5 }}>
      <Typography id="statistics-monthly" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {t('statistics.monthly.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('statistics.monthly.subheading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ChartCard
          wide
          title={t('statistics.monthly.chart')}
          table={{
            head: [t('statistics.monthly.municipality'), ...months],
            rows: shown.map((place) => [place.name, ...place.perMonth]),
          }}
        >
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: months }]}
            yAxis={counts.axis}
            series={shown.map((place) => ({
              data: place.perMonth,
              label: place.name,
              stack: 'all',
              valueFormatter: counts.valueFormatter,
            }))}
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        </ChartCard>
        {/* Wider than a phone: it scrolls sideways, so a keyboard must reach it (WCAG 2.1.1). */}
        <Paper
          variant="outlined"
          sx={{ overflowX: 'auto' }}
          className="statistics-card"
          tabIndex={0}
          role="region"
          aria-labelledby="statistics-monthly"
        >
          {/* Twelve months and four more columns: narrow cells and wrapping headers keep it within a laptop's width. */}
          <Table
            size="small"
            aria-labelledby="statistics-monthly"
            sx={{ '& th, & td': { px: 1 }, '& thead th': { verticalAlign: 'bottom', lineHeight: 1.3 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('statistics.monthly.municipality')}</TableCell>
                {months.map((month) => (
                  <TableCell key={month} align="right">
                    {month}
                  </TableCell>
                ))}
                <TableCell align="right">{t('statistics.monthly.total')}</TableCell>
                <TableCell align="right">{t('statistics.monthly.forms')}</TableCell>
                <TableCell align="right">{t('statistics.monthly.activeUsers')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {municipalities.map((place) => (
                <TableRow key={place.id}>
                  <TableCell component="th" scope="row">
                    {place.name}
                  </TableCell>
                  {place.perMonth.map((count, index) => (
                    <TableCell key={months[index]} align="right">
                      {number(count)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {number(place.perMonth.reduce((a, b) => a + b, 0))}
                  </TableCell>
                  <TableCell align="right">{number(place.forms)}</TableCell>
                  <TableCell align="right">{number(place.activeUsers)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </Box>
  );
}

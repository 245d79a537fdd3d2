import { formatDateTime, type JobFailure, type JobQueueCounts } from '@cabildo/domain';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Alert, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../api/client.ts';
import { useJobsOverview, useRetryJob } from '../../api/jobs.ts';
import { useSnackbar } from '../../components/notifications.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('jobs');

const COUNTS = ['queued', 'active', 'failed', 'retriedRecently', 'completedRecently'] as const;
const COUNT_COLOURS = { failed: 'error', active: 'info' } as const;

/**
 * /jobs (issue 20 item 1, the admin only): the background jobs' queues with their counts, the last
 * failures with their error, and a retry of each.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const overview = useJobsOverview();
  const retry = useRetryJob();

  const count = (queue: JobQueueCounts, key: (typeof COUNTS)[number]) => {
    const value = queue[key];
    const colour =
      value > 0 && key in COUNT_COLOURS ? COUNT_COLOURS[key as keyof typeof COUNT_COLOURS] : null;
    return colour ? <Chip size="small" color={colour} label={value} /> : value;
  };

  const queueName = (queue: JobQueueCounts) => (
    <>
      <Typography sx={{ fontWeight: 600 }}>{t(`jobs.queues.${queue.name}.name`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`jobs.queues.${queue.name}.about`)}
      </Typography>
    </>
  );

  const retryButton = (failure: JobFailure, compact: boolean) => {
    const label = t('jobs.failures.retry');
    const onClick = () =>
      retry.mutate(
        { queue: failure.queue, id: failure.id },
        { onSuccess: () => enqueueSnackbar(t('jobs.failures.retried'), { variant: 'success' }) },
      );
    return compact ? (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={onClick} disabled={retry.isPending}>
            <ReplayOutlined />
          </IconButton>
        </span>
      </Tooltip>
    ) : (
      <Button size="small" startIcon={<ReplayOutlined />} onClick={onClick} disabled={retry.isPending}>
        {label}
      </Button>
    );
  };

  const error = (failure: JobFailure) => (
    <Typography
      variant="body2"
      sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-word', maxWidth: 420 }}
    >
      {failure.error || '—'}
    </Typography>
  );

  return (
    <>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      {overview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('jobs.loadError')}
        </Alert>
      )}
      {retry.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorKey(retry.error))}
        </Alert>
      )}
      <ResponsiveTable
        label={t('jobs.queuesTitle')}
        rows={(overview.data?.queues ?? []).map((queue) => ({ ...queue, id: queue.name }))}
        loading={overview.isPending}
        fetching={overview.isFetching}
        texts={{ loading: t('app.loading'), empty: t('jobs.empty') }}
        columns={[
          { header: t('jobs.columns.queue'), cell: queueName },
          ...COUNTS.map((key) => ({
            header: t(`jobs.columns.${key}`),
            cell: (queue: JobQueueCounts) => count(queue, key),
            sx: { textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
          })),
        ]}
        card={(queue) => (
          <>
            {queueName(queue)}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              {COUNTS.map((key) => (
                <Typography
                  key={key}
                  variant="body2"
                  color={key === 'failed' && queue.failed > 0 ? 'error' : undefined}
                >
                  {t(`jobs.columns.${key}`)}: <strong>{queue[key]}</strong>
                </Typography>
              ))}
            </Stack>
          </>
        )}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1, fontWeight: 700 }}>
        {t('jobs.failures.title')}
      </Typography>
      <ResponsiveTable
        label={t('jobs.failures.title')}
        rows={overview.data?.failures ?? []}
        loading={overview.isPending}
        fetching={overview.isFetching}
        texts={{
          loading: t('app.loading'),
          empty: t('jobs.failures.empty'),
          actions: t('jobs.columns.actions'),
        }}
        columns={[
          { header: t('jobs.columns.queue'), cell: (row) => t(`jobs.queues.${row.queue}.name`) },
          {
            header: t('jobs.failures.failedAt'),
            cell: (row) => formatDateTime(row.failedAt),
            sx: { whiteSpace: 'nowrap' },
          },
          { header: t('jobs.failures.attempts'), cell: (row) => row.attempts, sx: { textAlign: 'right' } },
          { header: t('jobs.failures.error'), cell: error },
        ]}
        actions={(row) => retryButton(row, true)}
        card={(row) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t(`jobs.queues.${row.queue}.name`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(row.failedAt)} · {t('jobs.failures.attemptsCount', { count: row.attempts })}
            </Typography>
            {error(row)}
          </>
        )}
        cardActions={(row) => retryButton(row, false)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('jobs.hint')}
      </Typography>
    </>
  );
}

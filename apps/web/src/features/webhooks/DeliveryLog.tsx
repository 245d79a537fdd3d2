import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_MAX_ATTEMPTS,
  formatDateTime,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import {
  Alert,
  Button,
  Chip,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorKey } from '../../api/client.ts';
import { useRedeliver, useWebhookDeliveries, useWebhookEndpoints } from '../../api/webhooks.ts';
import { useSnackbar } from '../../components/notifications.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';

const STATUS_COLOURS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

export function DeliveryLog({ endpointId, onBack }: { endpointId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(0);
  const deliveries = useWebhookDeliveries({ endpointId, status, page });
  // The endpoint's address for the title: from the list the page already loaded, or loaded here.
  const endpoints = useWebhookEndpoints('');
  const endpoint = endpoints.data?.rows.find((row) => row.id === endpointId);
  const redeliver = useRedeliver();

  const outcome = (delivery: WebhookDelivery): ReactNode => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={STATUS_COLOURS[delivery.status]}
        label={t(`webhooks.log.statuses.${delivery.status}`)}
      />
      <Typography variant="body2" color="text.secondary">
        {delivery.lastStatusCode !== null
          ? t('webhooks.log.httpStatus', { code: delivery.lastStatusCode })
          : delivery.lastError
            ? t(`webhooks.log.failures.${delivery.lastError}`)
            : t('webhooks.log.notYet')}
      </Typography>
      {delivery.lastResponse && (
        <Typography
          variant="caption"
          color="text.secondary"
          title={delivery.lastResponse}
          aria-label={`${t('webhooks.log.response')}: ${delivery.lastResponse}`}
          sx={{
            fontFamily: 'monospace',
            maxWidth: 240,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {delivery.lastResponse}
        </Typography>
      )}
    </Stack>
  );

  const answer = (delivery: WebhookDelivery) =>
    delivery.event === 'answer.deleted' ? (
      t('webhooks.log.deletedAnswer', { code: delivery.answerCode })
    ) : (
      <Link component={RouterLink} to={`/ver/${delivery.answerId}`}>
        {delivery.answerCode}
      </Link>
    );

  const sendAgain = (delivery: WebhookDelivery, compact: boolean) => {
    const label = t('webhooks.log.sendAgain');
    const onClick = () =>
      redeliver.mutate(delivery.id, {
        onSuccess: () => enqueueSnackbar(t('webhooks.log.sent'), { variant: 'success' }),
      });
    return compact ? (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={onClick} disabled={redeliver.isPending}>
            <ReplayOutlined />
          </IconButton>
        </span>
      </Tooltip>
    ) : (
      <Button size="small" startIcon={<ReplayOutlined />} onClick={onClick} disabled={redeliver.isPending}>
        {label}
      </Button>
    );
  };

  return (
    <>
      <Button startIcon={<ArrowBackOutlined />} onClick={onBack} sx={{ mb: 1 }}>
        {t('webhooks.log.back')}
      </Button>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.log.title', { url: endpoint?.url ?? '…' })}
      />
      <TextField
        select
        size="small"
        label={t('webhooks.log.status')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as WebhookDeliveryStatus | '');
          setPage(0);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 220 } }}
      >
        <MenuItem value="">{t('webhooks.all')}</MenuItem>
        {WEBHOOK_DELIVERY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`webhooks.log.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {deliveries.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('webhooks.log.loadError')}
        </Alert>
      )}
      {redeliver.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorKey(redeliver.error))}
        </Alert>
      )}
      <ResponsiveTable
        label={t('webhooks.log.title', { url: endpoint?.url ?? '' })}
        rows={deliveries.data?.rows ?? []}
        loading={deliveries.isPending}
        fetching={deliveries.isFetching}
        texts={{
          loading: t('app.loading'),
          empty: t('webhooks.log.empty'),
          actions: t('webhooks.columns.actions'),
        }}
        columns={[
          { header: t('webhooks.log.columns.event'), cell: (row) => t(`webhooks.events.${row.event}`) },
          { header: t('webhooks.log.columns.answer'), cell: answer, sx: { whiteSpace: 'nowrap' } },
          { header: t('webhooks.log.columns.last'), cell: outcome },
          {
            header: t('webhooks.log.columns.attempts'),
            cell: (row) => t('webhooks.log.attempts', { count: row.attempts, max: WEBHOOK_MAX_ATTEMPTS }),
            sx: { whiteSpace: 'nowrap' },
          },
          {
            header: t('webhooks.log.columns.next'),
            cell: (row) => formatDateTime(row.nextAttemptAt) || '—',
            sx: { whiteSpace: 'nowrap' },
          },
          {
            header: t('webhooks.log.columns.created'),
            cell: (row) => formatDateTime(row.createdAt),
            sx: { whiteSpace: 'nowrap' },
          },
        ]}
        actions={(row) => sendAgain(row, true)}
        card={(row) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`webhooks.events.${row.event}`)}</Typography>
              <Typography>{answer(row)}</Typography>
            </Stack>
            {outcome(row)}
            <Typography variant="body2" color="text.secondary">
              {t('webhooks.log.columns.attempts')}:{' '}
              {t('webhooks.log.attempts', { count: row.attempts, max: WEBHOOK_MAX_ATTEMPTS })}
              {row.nextAttemptAt
                ? ` · ${t('webhooks.log.columns.next')}: ${formatDateTime(row.nextAttemptAt)}`
                : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('webhooks.log.columns.created')}: {formatDateTime(row.createdAt)}
            </Typography>
          </>
        )}
        cardActions={(row) => sendAgain(row, false)}
        footer={
          <TablePagination
            component="div"
            count={deliveries.data?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={WEBHOOK_DELIVERIES_PAGE_SIZE}
            rowsPerPageOptions={[WEBHOOK_DELIVERIES_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('webhooks.log.rowsOf', { from, to, count })}
          />
        }
      />
    </>
  );
}

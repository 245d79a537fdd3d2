import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_MAX_ATTEMPTS,
  formatDateTime,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookSecret,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import {
  useDeleteWebhook,
  useRedeliver,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../../api/webhooks.ts';
import { MessageDialog } from '../../components/MessageDialog.tsx';
import { useSnackbar } from '../../components/notifications.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useSessionUser } from '../../session/session.tsx';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

await loadCatalogueParts('webhooks', 'geography');

// The creation form (react-hook-form and the schemas) loads when it is opened.
const EndpointDialog = lazy(() =>
  import('./EndpointDialog.tsx').then((m) => ({ default: m.EndpointDialog })),
);

const STATUS_COLOURS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/**
 * /webhooks (issue 18 item 4; whoever manages the municipality's users: the admin, for any
 * municipality, the elevated supervisor for the own): the endpoints, and with `?endpoint=` one
 * endpoint's delivery log.
 */
export function WebhooksPage() {
  const [params, setParams] = useSearchParams();
  const endpointId = params.get('endpoint');
  const open = (id: string | null) => setParams(id ? { endpoint: id } : {});
  return endpointId ? (
    <DeliveryLog endpointId={endpointId} onBack={() => open(null)} />
  ) : (
    <EndpointList onOpen={open} />
  );
}

function EndpointList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionUser();
  const isAdmin = user.role === 'ROLE_ADMIN';
  const tree = useLocationTree();
  const municipalities = municipalityOptions(tree.data);
  const [municipalityId, setMunicipalityId] = useState('');
  const endpoints = useWebhookEndpoints(isAdmin ? municipalityId : '');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const failed = update.error ?? remove.error ?? rotate.error;

  const toggle = (endpoint: WebhookEndpoint) =>
    update.mutate(
      { id: endpoint.id, patch: { enabled: !endpoint.enabled } },
      {
        onSuccess: (changed) =>
          enqueueSnackbar(t(changed.enabled ? 'webhooks.switchedOn' : 'webhooks.switchedOff'), {
            variant: 'success',
          }),
      },
    );

  const scope = (endpoint: WebhookEndpoint) =>
    endpoint.form
      ? t('webhooks.formOf', { form: endpoint.form.title, municipality: endpoint.municipality.name })
      : t('webhooks.allForms', { municipality: endpoint.municipality.name });

  const status = (endpoint: WebhookEndpoint) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={endpoint.enabled ? 'success' : 'default'}
        label={t(endpoint.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
      />
      <Typography variant="body2" color="text.secondary">
        {endpoint.lastDelivery
          ? t('webhooks.lastDelivery', {
              status:
                endpoint.lastDelivery.statusCode !== null
                  ? t('webhooks.log.httpStatus', { code: endpoint.lastDelivery.statusCode })
                  : t(`webhooks.log.statuses.${endpoint.lastDelivery.status}`),
            })
          : t('webhooks.never')}
      </Typography>
      {(endpoint.pending > 0 || endpoint.failed > 0) && (
        <Typography variant="body2" color={endpoint.failed > 0 ? 'error' : 'text.secondary'}>
          {[
            endpoint.pending > 0 ? t('webhooks.pendingCount', { count: endpoint.pending }) : null,
            endpoint.failed > 0 ? t('webhooks.failedCount', { count: endpoint.failed }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </Stack>
  );

  const events = (endpoint: WebhookEndpoint) => (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {endpoint.events.map((event) => (
        <Chip key={event} size="small" variant="outlined" label={t(`webhooks.events.${event}`)} />
      ))}
    </Stack>
  );

  const address = (endpoint: WebhookEndpoint) => (
    <>
      <Typography
        sx={{ fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all', fontWeight: 600 }}
      >
        {endpoint.url}
      </Typography>
      {endpoint.description && (
        <Typography variant="body2" color="text.secondary">
          {endpoint.description}
        </Typography>
      )}
    </>
  );

  const actionList = (endpoint: WebhookEndpoint) => [
    {
      key: 'deliveries',
      label: t('webhooks.actions.deliveries'),
      icon: <ListAltOutlined />,
      onClick: () => onOpen(endpoint.id),
    },
    {
      key: 'toggle',
      label: t(endpoint.enabled ? 'webhooks.actions.disable' : 'webhooks.actions.enable'),
      icon: endpoint.enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
      onClick: () => toggle(endpoint),
    },
    {
      key: 'rotate',
      label: t('webhooks.actions.rotate'),
      icon: <KeyOutlined />,
      onClick: () => setRotating(endpoint),
    },
    {
      key: 'delete',
      label: t('webhooks.actions.delete'),
      icon: <DeleteOutlined />,
      onClick: () => setDeleting(endpoint),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t('webhooks.new')}
          </Button>
        }
      />
      {isAdmin && (
        <TextField
          select
          size="small"
          label={t('webhooks.filterMunicipality')}
          value={municipalityId}
          onChange={(event) => setMunicipalityId(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2, width: { xs: '100%', sm: 280 } }}
        >
          <MenuItem value="">{t('webhooks.all')}</MenuItem>
          {municipalities.map((municipality) => (
            <MenuItem key={municipality.id} value={municipality.id}>
              {municipality.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tree.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('geography.loadErrors.countries')}
        </Alert>
      )}
      {endpoints.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('webhooks.loadError')}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorKey(failed))}
        </Alert>
      )}
      <ResponsiveTable
        label={t('webhooks.title')}
        rows={endpoints.data?.rows ?? []}
        loading={endpoints.isPending}
        fetching={endpoints.isFetching}
        texts={{
          loading: t('app.loading'),
          empty: t('webhooks.empty'),
          actions: t('webhooks.columns.actions'),
        }}
        columns={[
          { header: t('webhooks.columns.address'), cell: address, sx: { maxWidth: 320 } },
          { header: t('webhooks.columns.scope'), cell: scope },
          { header: t('webhooks.columns.events'), cell: events },
          { header: t('webhooks.columns.status'), cell: status },
        ]}
        actions={(endpoint) => (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {actionList(endpoint).map((action) => (
              <Tooltip key={action.key} title={action.label}>
                <IconButton aria-label={action.label} onClick={action.onClick}>
                  {action.icon}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        )}
        card={(endpoint) => (
          <>
            {address(endpoint)}
            <Typography variant="body2">{scope(endpoint)}</Typography>
            {events(endpoint)}
            {status(endpoint)}
          </>
        )}
        cardActions={(endpoint) =>
          actionList(endpoint).map((action) => (
            <Button key={action.key} size="small" startIcon={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          ))
        }
        rowSx={(endpoint) => (endpoint.enabled ? undefined : { opacity: 0.7 })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('webhooks.docsHint')}
      </Typography>
      {creating && (
        <Suspense fallback={null}>
          <EndpointDialog
            municipalities={
              isAdmin
                ? municipalities
                : user.municipality
                  ? [{ id: user.municipality.id, name: user.municipality.name }]
                  : []
            }
            defaultMunicipalityId={isAdmin ? municipalityId : (user.municipality?.id ?? '')}
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
              enqueueSnackbar(t('webhooks.created'), { variant: 'success' });
            }}
          />
        </Suspense>
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {deleting && (
        <MessageDialog
          id="webhook-delete"
          title={t('webhooks.confirmDelete.title')}
          body={t('webhooks.confirmDelete.body', { url: deleting.url })}
          onClose={() => setDeleting(null)}
        >
          <Button onClick={() => setDeleting(null)}>{t('webhooks.confirmDelete.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            autoFocus
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(deleting.id, {
                onSettled: () => setDeleting(null),
                onSuccess: () => enqueueSnackbar(t('webhooks.deleted'), { variant: 'success' }),
              })
            }
          >
            {t('webhooks.confirmDelete.confirm')}
          </Button>
        </MessageDialog>
      )}
      {rotating && (
        <MessageDialog
          id="webhook-rotate"
          title={t('webhooks.confirmRotate.title')}
          body={t('webhooks.confirmRotate.body')}
          onClose={() => setRotating(null)}
        >
          <Button onClick={() => setRotating(null)} autoFocus>
            {t('webhooks.confirmRotate.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(rotating.id, {
                onSettled: () => setRotating(null),
                onSuccess: setSecret,
              })
            }
          >
            {t('webhooks.confirmRotate.confirm')}
          </Button>
        </MessageDialog>
      )}
    </>
  );
}

/** The endpoint's secret, shown this once. */
function SecretDialog({ secret, onClose }: { secret: WebhookSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      aria-labelledby="webhook-secret-title"
      aria-describedby="webhook-secret-body"
    >
      <DialogTitle id="webhook-secret-title">{t('webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="webhook-secret-body" sx={{ mb: 2 }}>
          {t('webhooks.secret.body')}
        </DialogContentText>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
          {secret.endpoint.url}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="code"
            data-testid="webhook-secret"
            sx={{
              flex: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontSize: '0.9rem',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {secret.secret}
          </Box>
          <Button
            variant="outlined"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(secret.secret)
                .then(() => setCopied(true))
                .catch(() => undefined)
            }
          >
            {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryLog({ endpointId, onBack }: { endpointId: string; onBack: () => void }) {
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

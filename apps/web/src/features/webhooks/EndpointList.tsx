import { type WebhookEndpoint, type WebhookSecret } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookEndpoints,
} from '../../api/webhooks.ts';
import { MessageDialog } from '../../components/MessageDialog.tsx';
import { useSnackbar } from '../../components/notifications.tsx';
import { FilterSelect, ListPage } from '../../components/ListPage.tsx';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

import { SecretDialog } from './SecretDialog.tsx';

// The creation form (react-hook-form and the schemas) loads when it is opened.
const EndpointDialog = lazy(() =>
  import('./EndpointDialog.tsx').then((m) => ({ default: m.EndpointDialog })),
);

export function EndpointList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionUser();
  const acrossMunicipalities = useAbility().can('manage', 'municipio');
  const tree = useLocationTree();
  const municipalities = municipalityOptions(tree.data);
  const [municipalityId, setMunicipalityId] = useState('');
  const endpoints = useWebhookEndpoints(acrossMunicipalities ? municipalityId : '');
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
    <ListPage
      title={t('webhooks.title')}
      subtitle={t('webhooks.subtitle')}
      action={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('webhooks.new')}
        </Button>
      }
      filters={
        acrossMunicipalities && (
          <FilterSelect
            label={t('webhooks.filterMunicipality')}
            value={municipalityId}
            onChange={setMunicipalityId}
            allLabel={t('webhooks.all')}
            options={municipalities}
            width={280}
          />
        )
      }
      errors={[
        tree.isError && { text: t('geography.loadErrors.countries') },
        endpoints.isError && { text: t('webhooks.loadError') },
        failed && { text: t(errorKey(failed)), live: true },
      ]}
      table={{
        rows: endpoints.data?.rows ?? [],
        loading: endpoints.isPending,
        fetching: endpoints.isFetching,
        texts: {
          loading: t('app.loading'),
          empty: t('webhooks.empty'),
          actions: t('webhooks.columns.actions'),
        },
        columns: [
          { header: t('webhooks.columns.address'), cell: address, sx: { minWidth: 260, maxWidth: 320 } },
          { header: t('webhooks.columns.scope'), cell: scope },
          { header: t('webhooks.columns.events'), cell: events },
          { header: t('webhooks.columns.status'), cell: status },
        ],
        actions: (endpoint) => (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {actionList(endpoint).map((action) => (
              <Tooltip key={action.key} title={action.label}>
                <IconButton aria-label={action.label} onClick={action.onClick}>
                  {action.icon}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        ),
        card: (endpoint) => (
          <>
            {address(endpoint)}
            <Typography variant="body2">{scope(endpoint)}</Typography>
            {events(endpoint)}
            {status(endpoint)}
          </>
        ),
        cardActions: (endpoint) =>
          actionList(endpoint).map((action) => (
            <Button key={action.key} size="small" startIcon={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          )),
        rowSx: (endpoint) => (endpoint.enabled ? undefined : { opacity: 0.7 }),
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('webhooks.docsHint')}
      </Typography>
      {creating && (
        <Suspense fallback={null}>
          <EndpointDialog
            municipalities={
              acrossMunicipalities
                ? municipalities
                : user.municipality
                  ? [{ id: user.municipality.id, name: user.municipality.name }]
                  : []
            }
            defaultMunicipalityId={acrossMunicipalities ? municipalityId : (user.municipality?.id ?? '')}
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
    </ListPage>
  );
}

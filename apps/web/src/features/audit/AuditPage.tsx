import type { AuditEvent } from '@cabildo/domain';
import { formatDateTime } from '@cabildo/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import {
  downloadAuditCsv,
  useAuditHistory,
  useAuditTrail,
  useVerifyAudit,
  type AuditFilterForm,
} from '../../api/audit.ts';
import { errorKey } from '../../api/client.ts';
import { ListPage } from '../../components/ListPage.tsx';
import { saveBlob } from '../../components/saveBlob.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useAbility } from '../../session/session.tsx';
import { municipalityOptions } from '../geography/municipalityOptions.ts';
import { AuditFilters, EMPTY_FILTER } from './AuditFilters.tsx';
import { actionLabel, actorLabel, subjectLabel } from './labels.ts';
import { VerifyButton, VerifyResult } from './VerifyButton.tsx';

await loadCatalogueParts('audit', 'geography', 'admin');

type HistoryTarget = { subject: 'respuesta' | 'usuario'; subjectId: string };

/** `?respuesta=<id>` or `?usuario=<id>`: one record's history (the answer view's and user dialog's link). */
function historyTarget(params: URLSearchParams): HistoryTarget | null {
  for (const subject of ['respuesta', 'usuario'] as const) {
    const id = params.get(subject);
    if (id) return { subject, subjectId: id };
  }
  return null;
}

/**
 * /auditoria (issue 31): the audit trail — who saw or changed what, when, from which request.
 * Admin: every municipality, and the chain's verification; elevated supervisor: the own
 * municipality. Filters, newest first a page at a time ("load more"), CSV of what the filters hold.
 * With `?respuesta=<id>` or `?usuario=<id>`, that record's history.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const target = historyTarget(params);
  return target ? (
    <RecordHistory target={target} onBack={() => setParams({})} />
  ) : (
    <Trail formId={params.get('form') ?? ''} />
  );
}

function Trail({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const everywhere = useAbility().can('manage', 'auditoria');
  const tree = useLocationTree();
  const [filter, setFilter] = useState<AuditFilterForm>({ ...EMPTY_FILTER, formId });
  const deferred = useDeferredValue(filter);
  const trail = useAuditTrail(deferred);
  const verification = useVerifyAudit();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const file = await downloadAuditCsv(deferred);
      saveBlob(file.blob, file.fileName);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <EventTable
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      action={
        // The two buttons keep one line each beside the long intro (they wrapped at 1366 px).
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void exportCsv()}
            disabled={exporting}
          >
            {t('audit.export')}
          </Button>
          {everywhere && <VerifyButton verification={verification} />}
        </Stack>
      }
      filters={
        <AuditFilters
          value={filter}
          onChange={setFilter}
          municipalities={everywhere ? municipalityOptions(tree.data) : null}
        />
      }
      errors={[
        exportFailed && { text: t('audit.exportError'), live: true },
        verification.isError && { text: t(errorKey(verification.error)), live: true },
      ]}
      notice={verification.data && <VerifyResult result={verification.data} />}
      query={trail}
    />
  );
}

function RecordHistory({ target, onBack }: { target: HistoryTarget; onBack: () => void }) {
  const { t } = useTranslation();
  const history = useAuditHistory(target.subject, target.subjectId);
  return (
    <EventTable
      title={t('audit.history.title')}
      subtitle={`${subjectLabel(t, target.subject)} ${target.subjectId}`}
      action={<Button onClick={onBack}>{t('audit.title')}</Button>}
      query={history}
    />
  );
}

type TrailQuery = ReturnType<typeof useAuditTrail>;

/** The rows of the trail or of a history, with "load more" under them. */
function EventTable({
  title,
  subtitle,
  action,
  filters,
  errors = [],
  notice,
  query,
}: {
  title: string;
  subtitle: string;
  action: ReactNode;
  filters?: ReactNode;
  errors?: ({ text: string; live?: boolean } | false | null | undefined)[];
  notice?: ReactNode;
  query: TrailQuery;
}) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const at = (event: AuditEvent) => formatDateTime(event.at);
  const who = (event: AuditEvent) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {actorLabel(t, event)}
      </Typography>
      {event.actor.kind === 'user' && event.actor.name && event.actor.email && (
        <Typography variant="body2" color="text.secondary">
          {event.actor.email}
        </Typography>
      )}
    </>
  );
  const what = (event: AuditEvent) => (
    <Chip size="small" variant="outlined" label={actionLabel(t, event.action)} />
  );
  const record = (event: AuditEvent) => (
    <>
      <Typography variant="body2">
        {event.answerCode
          ? t('audit.answerCode', { code: event.answerCode })
          : `${subjectLabel(t, event.subject)}${event.subjectId ? ` ${event.subjectId}` : ''}`}
      </Typography>
      {(event.form || event.municipality) && (
        <Typography variant="body2" color="text.secondary">
          {[event.form?.title, event.municipality?.name].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </>
  );
  const details = (event: AuditEvent) => (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
      {[
        event.changedFields?.length
          ? t('audit.changedFields', { fields: event.changedFields.join(', ') })
          : null,
        event.requestId ? t('audit.request', { id: event.requestId }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );

  return (
    <ListPage
      title={title}
      subtitle={subtitle}
      action={action}
      filters={
        (filters || notice) && (
          <Box sx={{ width: '100%' }}>
            {notice}
            {filters}
          </Box>
        )
      }
      errors={[...errors, query.isError && { text: t('audit.loadError') }]}
      table={{
        rows,
        loading: query.isPending,
        fetching: query.isFetching && !query.isFetchingNextPage,
        texts: { loading: t('audit.loading'), empty: t('audit.empty') },
        columns: [
          { header: t('audit.columns.at'), cell: at, sx: { whiteSpace: 'nowrap' } },
          { header: t('audit.columns.person'), cell: who },
          { header: t('audit.columns.action'), cell: what },
          { header: t('audit.columns.record'), cell: record },
          { header: t('audit.columns.details'), cell: details, sx: { maxWidth: 320 } },
        ],
        card: (event) => (
          <>
            <Typography variant="body2" color="text.secondary">
              {at(event)}
            </Typography>
            {what(event)}
            {who(event)}
            {record(event)}
            {details(event)}
          </>
        ),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('audit.shown', { count: rows.length })}
        </Typography>
        {query.hasNextPage && (
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('audit.loadMore')}
          </Button>
        )}
      </Stack>
    </ListPage>
  );
}

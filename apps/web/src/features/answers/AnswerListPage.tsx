import { ANSWERS_PAGE_SIZE, localized, type AnswerFilterQuery, type AnswerListRow } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAnswerCount, useAnswerList } from '../../api/answers.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { useFormDetail } from '../../api/forms.ts';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { KeysetPager, neighbourPages, type PagePlace } from '../../components/KeysetPager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { AnswerFilters } from './AnswerFilters.tsx';
import { ExportButton } from './export/ExportButton.tsx';
import { AnswerTable } from './AnswerTable.tsx';
import { DeleteAnswerDialog } from '../answer-view/DeleteAnswerDialog.tsx';
import { filterFromSearch, placeFromSearch, toSearch } from './filters.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { NearViewportSlot } from '../../components/NearViewportSlot.tsx';

// The map (Leaflet, 44 kB) loads when it is switched on, not with the list.
const AnswersMap = lazy(() => import('./AnswersMap.tsx').then((m) => ({ default: m.AnswersMap })));
// Forms with a payment: the reconciliation of their orders, on demand.
const ReconciliationDialog = lazy(() =>
  import('../payments/ReconciliationDialog.tsx').then((m) => ({ default: m.ReconciliationDialog })),
);

await loadCatalogueParts('answers-list', 'answers', 'answers-export', 'answer-view', 'payments');

/** /respuestas/listado/{id} (read respuesta): the answers of one form, 15 a page, filtered, on a map. */
export function AnswerListPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const place = useMemo(() => placeFromSearch(search), [search]);
  const form = useFormDetail(id);
  // Both at once: the table shows as soon as the page arrives, the pager's total when it is counted.
  const list = useAnswerList(id, filter, place);
  const count = useAnswerCount(id, filter);
  const [showMap, setShowMap] = useState(false);
  const [deleting, setDeleting] = useState<AnswerListRow | null>(null);
  const [reconciling, setReconciling] = useState(false);

  // Every change is a history entry, so back/forward walk through filters and pages.
  const go = (next: AnswerFilterQuery, nextPlace?: PagePlace) => setSearch(toSearch(next, nextPlace));

  // The filter panel starts over from a filter that comes from outside (back/forward, a link); its
  // own Apply and Clear keep it as it is, so the keyboard stays on the button just pressed.
  // (The URL changes a render after Apply: `applied` waits for it.)
  const filterKey = toSearch(filter).toString();
  const [panel, setPanel] = useState<{ filter: string; applied: string | null; version: number }>({
    filter: filterKey,
    applied: null,
    version: 0,
  });
  if (panel.filter !== filterKey)
    setPanel({
      filter: filterKey,
      applied: null,
      version: filterKey === panel.applied ? panel.version : panel.version + 1,
    });
  const apply = (next: AnswerFilterQuery) => {
    setPanel({ ...panel, applied: toSearch(next).toString() });
    go(next);
  };

  const page = list.data;
  const emptyLaterPage =
    page !== undefined && !list.isPlaceholderData && page.rows.length === 0 && place.page > 1;
  // The last answers of a later page were deleted (or moved away): start over on the first page.
  useEffect(() => {
    if (emptyLaterPage) setSearch(toSearch(filter), { replace: true });
  }, [emptyLaterPage, filter, setSearch]);

  if (form.isError) {
    const status = form.error instanceof ApiError ? form.error.status : 0;
    if (status === 403) return <ForbiddenPage />;
    return (
      <StatusPage
        icon={<SearchOffOutlined />}
        tone="warning"
        title={status === 404 ? t('answers-list.formNotFound') : t('answers-list.loadError')}
        body={t(errorKey(form.error))}
        action={{ label: t('answers-list.back'), to: '/listar' }}
      />
    );
  }
  if (form.isPending) return <FullPageSpinner />;

  const template = form.data.template;
  const payments = template.options.addPaymentGateway;
  const total = count.data?.total;
  const around = page && neighbourPages(place, page);

  const footer = around && (
    <KeysetPager
      total={total}
      pageSize={ANSWERS_PAGE_SIZE}
      page={place.page}
      hasNext={around.next !== null}
      busy={list.isFetching}
      onPrevious={() => go(filter, around.previous)}
      onNext={() => around.next && go(filter, around.next)}
      labels={{
        total:
          total !== undefined
            ? t('answers-list.total', { count: total })
            : count.isError
              ? t('answers-list.countError')
              : t('answers-list.counting'),
        nav: t('answers-list.pager.label'),
        previous: t('answers-list.pager.previous'),
        next: t('answers-list.pager.next'),
        page: (current, pages) =>
          pages === undefined
            ? t('answers-list.pager.pageAlone', { page: current })
            : t('answers-list.pager.page', { page: current, pages }),
      }}
    />
  );

  return (
    <Box sx={{ pb: 4 }}>
      <Button component={RouterLink} to="/listar" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {t('answers-list.back')}
      </Button>
      <PageHeader
        title={localized(template.title, template.titleAlt, i18n.language)}
        subtitle={t('answers-list.title')}
        action={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <FormControlLabel
              control={<Switch checked={showMap} onChange={(_, checked) => setShowMap(checked)} />}
              label={t('answers-list.map.show')}
            />
            {payments && (
              <Button
                variant="outlined"
                startIcon={<ReceiptLongOutlined />}
                onClick={() => setReconciling(true)}
              >
                {t('payments.staff.reconciliation')}
              </Button>
            )}
            <ExportButton formId={id} filter={filter} />
          </Stack>
        }
      />
      <AnswerFilters
        key={panel.version}
        value={filter}
        states={template.states.available}
        paymentStatuses={payments}
        onApply={apply}
      />
      {showMap && (
        <NearViewportSlot height={500}>
          <AnswersMap formId={id} filter={filter} />
        </NearViewportSlot>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('answers-list.loadError')} {t(errorKey(list.error))}
        </Alert>
      )}
      <AnswerTable
        rows={page?.rows ?? []}
        loading={list.isPending}
        fetching={list.isFetching}
        byLastUpdate={filter.byLastUpdate}
        payments={payments}
        onDelete={setDeleting}
        footer={footer}
      />
      {reconciling && (
        <Suspense fallback={null}>
          <ReconciliationDialog formId={id} onClose={() => setReconciling(false)} />
        </Suspense>
      )}
      {deleting && (
        <DeleteAnswerDialog
          answerId={deleting.id}
          doneText={t('answers-list.deleted')}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}

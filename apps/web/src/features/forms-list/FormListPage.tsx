import { FORMS_PAGE_SIZE, type FormRow } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Button, Chip, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useForms, useSetFormScope } from '../../api/forms.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { FilterSelect, ListPage, SearchField } from '../../components/ListPage.tsx';
import { FormActions } from './FormActions.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useFormText } from '../../components/formText.ts';

// Duplicate and delete load when asked for: the list's first load stays within its budget.
const DuplicateFormDialog = lazy(() =>
  import('./FormDialogs.tsx').then((m) => ({ default: m.DuplicateFormDialog })),
);
const DeleteFormDialog = lazy(() =>
  import('./FormDialogs.tsx').then((m) => ({ default: m.DeleteFormDialog })),
);

await loadCatalogueParts('forms-list', 'admin', 'forms');

/** /listar (read formulario): the forms of the user's areas (admin: all), 7 a page. */
export function FormListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const user = useSessionUser();
  const acrossMunicipalities = ability.can('manage', 'municipio');
  const showScope = ability.can('update', 'alcance_formulario');
  const location = useLocation();
  const [name, setName] = useState('');
  const [areaId, setAreaId] = useState('');
  const [municipalityId, setMunicipalityId] = useState('');
  const [page, setPage] = useState((location.state as { page?: number } | null)?.page ?? 0);
  const [dialog, setDialog] = useState<{ kind: 'duplicate' | 'delete'; form: FormRow } | null>(null);
  const deferredName = useDeferredValue(name);
  const forms = useForms({ page, name: deferredName, areaId, municipalityId });
  const tree = useLocationTree();
  const scope = useSetFormScope();
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const savedCode = searchParams.get('respuesta');

  // Back from saving an answer (/listar?respuesta={code}): say so once, then drop the parameter.
  useEffect(() => {
    if (!savedCode) return;
    enqueueSnackbar(t('forms-list.answerSaved'), { variant: 'success', autoHideDuration: TOAST_MS.standard });
    setSearchParams(
      (params) => {
        params.delete('respuesta');
        return params;
      },
      { replace: true },
    );
  }, [savedCode, enqueueSnackbar, setSearchParams, t]);

  const municipalities = (tree.data ?? []).flatMap((c) => c.provinces.flatMap((p) => p.municipalities));
  const areas = acrossMunicipalities
    ? municipalities.filter((m) => !municipalityId || m.id === municipalityId).flatMap((m) => m.areas)
    : municipalities.flatMap((m) => m.areas).filter((area) => user.areaIds.includes(area.id));
  const showPayment = forms.data?.anyPaymentGateway ?? false;
  const rows = forms.data?.rows ?? [];
  const emptyText = forms.isError
    ? t('forms-list.empty.error')
    : name.trim()
      ? t('forms-list.empty.name')
      : areaId
        ? t('forms-list.empty.area')
        : t('forms-list.empty.none');

  const scopeSwitch = (form: FormRow) => {
    const control = (
      <Switch
        checked={form.public}
        disabled={form.citizenForm || scope.isPending}
        onChange={(_, checked) =>
          scope.mutate(
            { id: form.id, isPublic: checked },
            {
              onError: (error) =>
                enqueueSnackbar(t(errorKey(error)), { variant: 'error', autoHideDuration: TOAST_MS.error }),
            },
          )
        }
        slotProps={{ input: { 'aria-label': t('forms-list.scopeLabel', { title: form.title }) } }}
      />
    );
    return (
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {form.citizenForm ? (
          <Tooltip title={t('forms-list.citizenCannotBePublic')}>
            <span>{control}</span>
          </Tooltip>
        ) : (
          control
        )}
        <Typography variant="body2" color="text.secondary">
          {form.public ? t('forms-list.public') : t('forms-list.private')}
        </Typography>
      </Stack>
    );
  };

  // The list has the forms' own titles (Spanish): marked as such on a page in another language.
  const formText = useFormText();
  const title = (form: FormRow) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography lang={formText.langOf(undefined)} sx={{ fontWeight: 600 }}>
        {form.title}
      </Typography>
      {form.showDuplicated && (
        <Tooltip title={t('forms-list.duplicated')}>
          <ContentCopyOutlined fontSize="small" color="action" aria-label={t('forms-list.duplicated')} />
        </Tooltip>
      )}
    </Stack>
  );

  // The admin's list spans municipalities (ordered by municipality, then title): each row says its own.
  const areaCell = (form: FormRow) => (
    <>
      {form.mainArea.name}
      {acrossMunicipalities && (
        <Typography variant="body2" color="text.secondary">
          {form.municipality.name}
        </Typography>
      )}
    </>
  );

  return (
    <ListPage
      title={t('forms-list.title')}
      subtitle={t('forms-list.subtitle')}
      action={
        ability.can('create', 'formulario') && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            component={RouterLink}
            to="/editar/nuevo/formulario"
          >
            {t('forms-list.new')}
          </Button>
        )
      }
      filters={
        <>
          <SearchField
            label={t('forms-list.filterName')}
            value={name}
            onChange={(value) => {
              const trimmed = value.trimStart();
              setName(trimmed);
              if (trimmed) setPage(0);
            }}
          />
          {acrossMunicipalities && (
            <FilterSelect
              label={t('forms-list.filterMunicipality')}
              value={municipalityId}
              onChange={(value) => {
                setMunicipalityId(value);
                setAreaId('');
                setPage(0);
              }}
              allLabel={t('forms-list.allMunicipalities')}
              options={municipalities}
              width={240}
            />
          )}
          <FilterSelect
            label={t('forms-list.filterArea')}
            value={areaId}
            onChange={(value) => {
              setAreaId(value);
              setPage(0);
            }}
            allLabel={t('forms-list.allAreas')}
            options={areas}
            width={240}
          />
        </>
      }
      errors={[
        forms.isError && { text: t('forms-list.empty.error') },
        tree.isError && { text: t('admin.areas.loadError') },
      ]}
      table={{
        rows,
        loading: forms.isPending,
        fetching: forms.isFetching,
        texts: { loading: t('app.loading'), empty: emptyText, actions: t('forms-list.columns.actions') },
        columns: [
          { header: t('forms-list.columns.name'), cell: title },
          { header: t('forms-list.columns.area'), cell: areaCell },
          ...(showScope ? [{ header: t('forms-list.columns.scope'), cell: scopeSwitch }] : []),
          ...(showPayment
            ? [
                {
                  header: t('forms-list.columns.payment'),
                  cell: (form: FormRow) =>
                    form.paymentGateway && (
                      <Chip size="small" color="secondary" label={t('admin.common.yes')} />
                    ),
                },
              ]
            : []),
        ],
        card: (form) => (
          <>
            {title(form)}
            <Typography variant="body2" color="text.secondary">
              {t('forms-list.columns.area')}: {form.mainArea.name}
              {acrossMunicipalities && ` · ${form.municipality.name}`}
            </Typography>
            {showScope && scopeSwitch(form)}
            {showPayment && form.paymentGateway && (
              <Typography variant="body2" color="text.secondary">
                {t('forms-list.columns.payment')}: {t('admin.common.yes')}
              </Typography>
            )}
          </>
        ),
        actions: (form) => (
          <FormActions
            form={form}
            onDuplicate={() => setDialog({ kind: 'duplicate', form })}
            onDelete={() => setDialog({ kind: 'delete', form })}
          />
        ),
        cardActions: (form) => (
          <FormActions
            labelled
            form={form}
            onDuplicate={() => setDialog({ kind: 'duplicate', form })}
            onDelete={() => setDialog({ kind: 'delete', form })}
          />
        ),
      }}
      pages={{ total: forms.data?.total ?? 0, page, pageSize: FORMS_PAGE_SIZE, onPage: setPage }}
    >
      <Suspense fallback={null}>
        {dialog?.kind === 'duplicate' && (
          <DuplicateFormDialog form={dialog.form} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'delete' && <DeleteFormDialog form={dialog.form} onClose={() => setDialog(null)} />}
      </Suspense>
    </ListPage>
  );
}

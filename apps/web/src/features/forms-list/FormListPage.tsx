import { FORMS_PAGE_SIZE, type FormRow } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Button,
  Chip,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TablePagination,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useForms, useSetFormScope } from '../../api/forms.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
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
    <>
      <PageHeader
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
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={t('forms-list.filterName')}
          value={name}
          onChange={(event) => {
            const value = event.target.value.trimStart();
            setName(value);
            if (value) setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 340 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
        {acrossMunicipalities && (
          <TextField
            select
            size="small"
            label={t('forms-list.filterMunicipality')}
            value={municipalityId}
            onChange={(event) => {
              setMunicipalityId(event.target.value);
              setAreaId('');
              setPage(0);
            }}
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('forms-list.allMunicipalities')}</MenuItem>
            {municipalities.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('forms-list.filterArea')}
          value={areaId}
          onChange={(event) => {
            setAreaId(event.target.value);
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('forms-list.allAreas')}</MenuItem>
          {areas.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <ResponsiveTable
        label={t('forms-list.title')}
        rows={rows}
        loading={forms.isPending}
        fetching={forms.isFetching}
        texts={{ loading: t('app.loading'), empty: emptyText, actions: t('forms-list.columns.actions') }}
        columns={[
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
        ]}
        card={(form) => (
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
        )}
        actions={(form) => (
          <FormActions
            form={form}
            onDuplicate={() => setDialog({ kind: 'duplicate', form })}
            onDelete={() => setDialog({ kind: 'delete', form })}
          />
        )}
        cardActions={(form) => (
          <FormActions
            labelled
            form={form}
            onDuplicate={() => setDialog({ kind: 'duplicate', form })}
            onDelete={() => setDialog({ kind: 'delete', form })}
          />
        )}
        footer={
          <TablePagination
            component="div"
            count={forms.data?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={FORMS_PAGE_SIZE}
            rowsPerPageOptions={[FORMS_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('admin.common.rowsOf', { from, to, count })}
          />
        }
      />
      {forms.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('forms-list.empty.error')}
        </Alert>
      )}
      {tree.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('admin.areas.loadError')}
        </Alert>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'duplicate' && (
          <DuplicateFormDialog form={dialog.form} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'delete' && <DeleteFormDialog form={dialog.form} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

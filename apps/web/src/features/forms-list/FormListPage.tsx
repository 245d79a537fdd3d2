import { FORMS_PAGE_SIZE, seesScopeSwitch, type FormRow } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Fragment, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useForms, useSetFormScope } from '../../api/forms.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DeleteFormDialog, DuplicateFormDialog } from './FormDialogs.tsx';
import { FormActions } from './FormActions.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('formsList', 'admin', 'answering', 'forms');

/** /listar (read formulario): the forms of the user's areas (admin: all), 7 a page. */
export function FormListPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const ability = useAbility();
  const user = useSessionUser();
  const isAdmin = user.role === 'ROLE_ADMIN';
  const showScope = seesScopeSwitch(user.role);
  const location = useLocation();
  const [name, setName] = useState('');
  const [areaId, setAreaId] = useState('');
  const [municipalityId, setMunicipalityId] = useState('');
  const [page, setPage] = useState((location.state as { page?: number } | null)?.page ?? 0);
  const [expanded, setExpanded] = useState<string | null>(null);
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
    enqueueSnackbar(t('answering.saved.listSnackbar'), { variant: 'success', autoHideDuration: 6000 });
    setSearchParams(
      (params) => {
        params.delete('respuesta');
        return params;
      },
      { replace: true },
    );
  }, [savedCode, enqueueSnackbar, setSearchParams, t]);

  const municipalities = (tree.data ?? []).flatMap((c) => c.provinces.flatMap((p) => p.municipalities));
  const areas = isAdmin
    ? municipalities.filter((m) => !municipalityId || m.id === municipalityId).flatMap((m) => m.areas)
    : municipalities.flatMap((m) => m.areas).filter((area) => user.areaIds.includes(area.id));
  const showPayment = forms.data?.anyPaymentGateway ?? false;
  const rows = forms.data?.rows ?? [];
  const emptyText = forms.isError
    ? t('formsList.empty.error')
    : name.trim()
      ? t('formsList.empty.name')
      : areaId
        ? t('formsList.empty.area')
        : t('formsList.empty.none');

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
                enqueueSnackbar(t(errorKey(error)), { variant: 'error', autoHideDuration: 4000 }),
            },
          )
        }
        slotProps={{ input: { 'aria-label': t('formsList.scopeLabel', { title: form.title }) } }}
      />
    );
    return (
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {form.citizenForm ? (
          <Tooltip title={t('formsList.citizenCannotBePublic')}>
            <span>{control}</span>
          </Tooltip>
        ) : (
          control
        )}
        <Typography variant="body2" color="text.secondary">
          {form.public ? t('formsList.public') : t('formsList.private')}
        </Typography>
      </Stack>
    );
  };

  const title = (form: FormRow) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{form.title}</Typography>
      {form.showDuplicated && (
        <Tooltip title={t('formsList.duplicated')}>
          <ContentCopyOutlined fontSize="small" color="action" aria-label={t('formsList.duplicated')} />
        </Tooltip>
      )}
    </Stack>
  );

  const columnCount = mobile ? 2 : 3 + (showScope ? 1 : 0) + (showPayment ? 1 : 0);

  return (
    <>
      <PageHeader
        title={t('formsList.title')}
        subtitle={t('formsList.subtitle')}
        action={
          ability.can('create', 'formulario') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              component={RouterLink}
              to="/editar/nuevo/formulario"
            >
              {t('formsList.new')}
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={t('formsList.filterName')}
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
        {isAdmin && (
          <TextField
            select
            size="small"
            label={t('formsList.filterMunicipality')}
            value={municipalityId}
            onChange={(event) => {
              setMunicipalityId(event.target.value);
              setAreaId('');
              setPage(0);
            }}
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('formsList.allMunicipalities')}</MenuItem>
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
          label={t('formsList.filterArea')}
          value={areaId}
          onChange={(event) => {
            setAreaId(event.target.value);
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('formsList.allAreas')}</MenuItem>
          {areas.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('formsList.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('formsList.columns.name')}</TableCell>
              {!mobile && <TableCell>{t('formsList.columns.area')}</TableCell>}
              {!mobile && showScope && <TableCell>{t('formsList.columns.scope')}</TableCell>}
              {!mobile && showPayment && <TableCell>{t('formsList.columns.payment')}</TableCell>}
              <TableCell align="right">{mobile ? '' : t('formsList.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((form) => (
              <Fragment key={form.id}>
                <TableRow hover>
                  <TableCell>{title(form)}</TableCell>
                  {!mobile && <TableCell>{form.mainArea.name}</TableCell>}
                  {!mobile && showScope && <TableCell>{scopeSwitch(form)}</TableCell>}
                  {!mobile && showPayment && (
                    <TableCell>
                      {form.paymentGateway && (
                        <Chip size="small" color="secondary" label={t('admin.common.yes')} />
                      )}
                    </TableCell>
                  )}
                  <TableCell align="right">
                    {mobile ? (
                      <IconButton
                        aria-label={t('formsList.expand', { title: form.title })}
                        aria-expanded={expanded === form.id}
                        onClick={() => setExpanded(expanded === form.id ? null : form.id)}
                      >
                        {expanded === form.id ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
                      </IconButton>
                    ) : (
                      <FormActions
                        form={form}
                        onDuplicate={() => setDialog({ kind: 'duplicate', form })}
                        onDelete={() => setDialog({ kind: 'delete', form })}
                      />
                    )}
                  </TableCell>
                </TableRow>
                {mobile && (
                  <TableRow>
                    <TableCell colSpan={2} sx={{ py: 0, borderBottom: expanded === form.id ? undefined : 0 }}>
                      <Collapse in={expanded === form.id} unmountOnExit>
                        <Stack spacing={1} sx={{ py: 1.5 }}>
                          <Typography variant="body2" color="text.secondary">
                            {t('formsList.columns.area')}: {form.mainArea.name}
                          </Typography>
                          {showScope && scopeSwitch(form)}
                          <FormActions
                            form={form}
                            onDuplicate={() => setDialog({ kind: 'duplicate', form })}
                            onDelete={() => setDialog({ kind: 'delete', form })}
                          />
                        </Stack>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {!forms.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={columnCount}
                  align="center"
                  sx={{ py: 6, color: forms.isError ? 'error.main' : 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={forms.data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={FORMS_PAGE_SIZE}
          rowsPerPageOptions={[FORMS_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('admin.common.rowsOf', { from, to, count })}
        />
      </TableContainer>
      {forms.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('formsList.empty.error')}
        </Alert>
      )}
      <Box>
        {dialog?.kind === 'duplicate' && (
          <DuplicateFormDialog form={dialog.form} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'delete' && <DeleteFormDialog form={dialog.form} onClose={() => setDialog(null)} />}
      </Box>
    </>
  );
}

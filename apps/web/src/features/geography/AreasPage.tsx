import { AREAS_PAGE_SIZE, areaInputSchema, type AreaInput } from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useDeferredValue, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAreas, useCreateArea, useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { fieldError } from '../../components/fieldError.ts';
import { FilterSelect, ListPage, SearchField } from '../../components/ListPage.tsx';
import { municipalityOptions } from './municipalityOptions.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { DialogForm } from '../../components/DialogForm.tsx';

await loadCatalogueParts('admin', 'geography');

/** /areas (manage usuario_municipio): filters by name and municipality, 7 rows a page, create dialog. */
export function AreasPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const acrossMunicipalities = useAbility().can('manage', 'municipio');
  const tree = useLocationTree();
  const municipalities = municipalityOptions(tree.data);
  const [name, setName] = useState('');
  const [municipalityId, setMunicipalityId] = useState('');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const deferredName = useDeferredValue(name.trim());
  const areas = useAreas({ name: deferredName, municipalityId, page });

  return (
    <ListPage
      title={t('admin.areas.title')}
      subtitle={t('admin.areas.subtitle')}
      action={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('admin.areas.new')}
        </Button>
      }
      filters={
        <>
          <SearchField
            label={t('admin.areas.filterName')}
            value={name}
            onChange={(value) => {
              setName(value);
              setPage(0);
            }}
            width={320}
          />
          {acrossMunicipalities && (
            <FilterSelect
              label={t('admin.areas.filterMunicipality')}
              value={municipalityId}
              onChange={(value) => {
                setMunicipalityId(value);
                setPage(0);
              }}
              allLabel={t('admin.common.all')}
              options={municipalities}
              width={280}
            />
          )}
        </>
      }
      errors={[
        tree.isError && { text: t('geography.loadErrors.countries') },
        areas.isError && { text: t('admin.areas.loadError') },
      ]}
      table={{
        rows: areas.data?.rows ?? [],
        loading: areas.isPending,
        fetching: areas.isFetching,
        texts: { loading: t('app.loading'), empty: t('admin.common.noResults') },
        columns: [
          { header: t('admin.areas.columns.name'), cell: (area) => area.name, sx: { fontWeight: 600 } },
          { header: t('admin.areas.columns.municipality'), cell: (area) => area.municipality.name },
        ],
        card: (area) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{area.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {area.municipality.name}
            </Typography>
          </>
        ),
      }}
      pages={{ total: areas.data?.total ?? 0, page, pageSize: AREAS_PAGE_SIZE, onPage: setPage }}
    >
      {creating && (
        <AreaDialog
          municipalities={
            acrossMunicipalities
              ? municipalities
              : municipalities.filter((m) => m.id === user.municipality?.id)
          }
          defaultMunicipalityId={acrossMunicipalities ? municipalityId : (user.municipality?.id ?? '')}
          onClose={() => setCreating(false)}
        />
      )}
    </ListPage>
  );
}

function AreaDialog({
  municipalities,
  defaultMunicipalityId,
  onClose,
}: {
  municipalities: { id: string; name: string }[];
  defaultMunicipalityId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateArea();
  const form = useForm<AreaInput>({
    resolver: zodResolver(areaInputSchema),
    defaultValues: { name: '', municipalityId: defaultMunicipalityId || undefined },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(t('admin.areas.created'), {
          variant: 'success',
          autoHideDuration: TOAST_MS.standard,
        });
        onClose();
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="area-dialog-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="area-dialog-title">{t('admin.areas.dialogTitle')}</DialogTitle>
        <DialogContent>
          {create.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(errorKey(create.error))}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={t('admin.areas.name')}
              error={Boolean(errors.name)}
              helperText={fieldError(t, errors.name)}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="municipalityId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('admin.areas.municipality')}
                  {...field}
                  value={field.value ?? ''}
                  disabled={municipalities.length === 1}
                  error={Boolean(errors.municipalityId)}
                  helperText={fieldError(t, errors.municipalityId)}
                >
                  {municipalities.map((municipality) => (
                    <MenuItem key={municipality.id} value={municipality.id}>
                      {municipality.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('admin.common.saving') : t('admin.common.save')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

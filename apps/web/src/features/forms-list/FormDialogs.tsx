import { DUPLICATE_ERRORS, type FormRow } from '@cabildo/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationTree } from '../../api/admin.ts';
import { useDeleteForm, useDuplicateForm } from '../../api/forms.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';

// The dialogs load when opened: the duplicate dialog's list of places says its failure (spec part 1 §8).
await loadCatalogueParts('geography');

/** Spec part 1 §4.3: non-admin picks one of the own areas; admin walks country → province → municipality → area. */
export function DuplicateFormDialog({ form, onClose }: { form: FormRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionUser();
  const acrossMunicipalities = useAbility().can('manage', 'municipio');
  const tree = useLocationTree();
  const duplicate = useDuplicateForm();
  const [countryId, setCountryId] = useState('');
  const [provinceId, setProvinceId] = useState('');
  const [municipalityId, setMunicipalityId] = useState('');
  const [areaId, setAreaId] = useState('');
  const [missingArea, setMissingArea] = useState(false);

  const allMunicipalities = (tree.data ?? []).flatMap((c) => c.provinces.flatMap((p) => p.municipalities));
  const ownAreas = allMunicipalities.flatMap((m) => m.areas).filter((area) => user.areaIds.includes(area.id));
  const country = tree.data?.find((c) => c.id === countryId);
  const province = country?.provinces.find((p) => p.id === provinceId);
  const municipality = province?.municipalities.find((m) => m.id === municipalityId);
  const areaOptions = acrossMunicipalities ? (municipality?.areas ?? []) : ownAreas;

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { id: string; name: string }[],
    error = false,
  ) => (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={error ? t(DUPLICATE_ERRORS.areaRequired) : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  // Choosing a level clears the levels below it.
  const chooseMunicipality = (id: string) => {
    setMunicipalityId(id);
    setAreaId('');
  };
  const chooseProvince = (id: string) => {
    setProvinceId(id);
    chooseMunicipality('');
  };
  const chooseCountry = (id: string) => {
    setCountryId(id);
    chooseProvince('');
  };
  const chooseArea = (id: string) => {
    setAreaId(id);
    setMissingArea(false);
  };

  const submit = () => {
    if (!areaId) {
      setMissingArea(true);
      return;
    }
    duplicate.mutate(
      { id: form.id, areaId },
      {
        onSuccess: () => {
          enqueueSnackbar(t('forms-list.duplicate.done'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="duplicate-title">
      <DialogTitle id="duplicate-title">
        {t('forms-list.duplicate.title')}: {form.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('forms-list.duplicate.body')}</DialogContentText>
        {tree.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('geography.loadErrors.countries')}
          </Alert>
        )}
        {duplicate.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('forms-list.duplicate.failed')}
          </Alert>
        )}
        <Stack spacing={2}>
          {acrossMunicipalities && (
            <>
              {select(t('forms-list.duplicate.country'), countryId, chooseCountry, tree.data ?? [])}
              {select(
                t('forms-list.duplicate.province'),
                provinceId,
                chooseProvince,
                country?.provinces ?? [],
              )}
              {select(
                t('forms-list.duplicate.municipality'),
                municipalityId,
                chooseMunicipality,
                province?.municipalities ?? [],
              )}
            </>
          )}
          {select(t('forms-list.duplicate.area'), areaId, chooseArea, areaOptions, missingArea)}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={duplicate.isPending}>
          {t('forms-list.duplicate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec part 1 §4.2: the answer count or 'Sin respuestas'; soft delete when answered. */
export function DeleteFormDialog({ form, onClose }: { form: FormRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteForm();
  const submit = () =>
    remove.mutate(form.id, {
      onSuccess: () => {
        enqueueSnackbar(t('forms-list.delete.done'), {
          variant: 'success',
          autoHideDuration: TOAST_MS.standard,
        });
        onClose();
      },
      onError: () =>
        enqueueSnackbar(t('forms-list.delete.failed'), {
          variant: 'error',
          autoHideDuration: TOAST_MS.error,
        }),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-title">
      <DialogTitle id="delete-title">{t('forms-list.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('forms-list.delete.question', { title: form.title })}</DialogContentText>
        <Alert severity={form.answerCount > 0 ? 'warning' : 'info'} sx={{ mt: 2 }}>
          {form.answerCount > 0
            ? `${t('forms-list.delete.answers', { count: form.answerCount })}. ${t('forms-list.delete.answeredNote')}`
            : t('forms-list.delete.noAnswers')}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={remove.isPending}>
          {t('forms-list.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { MunicipalityView } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMunicipalities } from '../../api/admin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { MunicipalityDialog } from './MunicipalityDialog.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('admin', 'geography', 'places', 'answering', 'files', 'uploads');

/** The municipality's id (spec part 1 §2.7: the table's "ID" column). */
function Id({ municipality }: { municipality: MunicipalityView }) {
  return (
    <Typography
      variant="body2"
      sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere', maxWidth: 160 }}
    >
      {municipality.id}
    </Typography>
  );
}

function Name({ municipality }: { municipality: MunicipalityView }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{municipality.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {municipality.province.name}, {municipality.country.name}
      </Typography>
      <KeyLine municipality={municipality} />
    </>
  );
}

function KeyLine({ municipality }: { municipality: MunicipalityView }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('admin.municipalities.keywordLabel', { key: municipality.key })}
    </Typography>
  );
}

function Status({ municipality }: { municipality: MunicipalityView }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={municipality.disabled ? 'error' : 'success'}
      variant="outlined"
      label={municipality.disabled ? t('admin.common.disabled') : t('admin.common.enabled')}
    />
  );
}

/** /municipios (manage usuario): name filter, table, create and edit dialogs. */
export function MunicipalitiesPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const deferredName = useDeferredValue(name.trim());
  const municipalities = useMunicipalities(deferredName);
  const [editing, setEditing] = useState<MunicipalityView | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title={t('admin.municipalities.title')}
        subtitle={t('admin.municipalities.subtitle')}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('admin.municipalities.new')}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label={t('admin.municipalities.filterName')}
          value={name}
          onChange={(value) => setName(value)}
        />
      </Box>
      {municipalities.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('admin.municipalities.loadError')}
        </Alert>
      )}
      <ResponsiveTable
        label={t('admin.municipalities.title')}
        rows={municipalities.data ?? []}
        loading={municipalities.isPending}
        fetching={municipalities.isFetching}
        texts={{
          loading: t('app.loading'),
          empty: t('admin.common.noResults'),
          actions: t('admin.common.actions'),
        }}
        columns={[
          {
            header: t('admin.municipalities.columns.id'),
            cell: (municipality) => <Id municipality={municipality} />,
          },
          {
            header: t('admin.municipalities.columns.name'),
            cell: (municipality) => <Name municipality={municipality} />,
          },
          {
            header: t('admin.municipalities.columns.managementId'),
            cell: (municipality) => municipality.managementId ?? '—',
          },
          {
            header: t('admin.municipalities.columns.cloud'),
            cell: (municipality) => (municipality.useCloud ? t('admin.common.yes') : t('admin.common.no')),
          },
          {
            header: t('admin.municipalities.columns.status'),
            cell: (municipality) => <Status municipality={municipality} />,
          },
        ]}
        card={(municipality) => (
          <>
            <Name municipality={municipality} />
            <Typography variant="body2" color="text.secondary">
              {t('admin.municipalities.columns.managementId')}: {municipality.managementId ?? '—'} ·{' '}
              {t('admin.municipalities.columns.cloud')}:{' '}
              {municipality.useCloud ? t('admin.common.yes') : t('admin.common.no')}
            </Typography>
            <Box>
              <Status municipality={municipality} />
            </Box>
            <Id municipality={municipality} />
          </>
        )}
        cardActions={(municipality) => (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            aria-label={`${t('admin.common.edit')} ${municipality.name}`}
            onClick={() => setEditing(municipality)}
          >
            {t('admin.common.edit')}
          </Button>
        )}
        actions={(municipality) => (
          <Tooltip title={t('admin.common.edit')}>
            <IconButton
              aria-label={`${t('admin.common.edit')} ${municipality.name}`}
              onClick={() => setEditing(municipality)}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
      />
      {editing && (
        <MunicipalityDialog
          municipality={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

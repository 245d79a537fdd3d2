import type { MunicipalityView } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMunicipalities } from '../../api/admin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { MunicipalityDialog } from './MunicipalityDialog.tsx';

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
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('admin.municipalities.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.municipalities.columns.id')}</TableCell>
              <TableCell>{t('admin.municipalities.columns.name')}</TableCell>
              <TableCell>{t('admin.municipalities.columns.managementId')}</TableCell>
              <TableCell>{t('admin.municipalities.columns.cloud')}</TableCell>
              <TableCell>{t('admin.municipalities.columns.status')}</TableCell>
              <TableCell align="right">{t('admin.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {municipalities.data?.map((municipality) => (
              <TableRow key={municipality.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                    {municipality.key}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{municipality.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {municipality.province.name}, {municipality.country.name}
                  </Typography>
                </TableCell>
                <TableCell>{municipality.managementId ?? '—'}</TableCell>
                <TableCell>{municipality.useCloud ? t('admin.common.yes') : t('admin.common.no')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={municipality.disabled ? 'error' : 'success'}
                    variant="outlined"
                    label={municipality.disabled ? t('admin.common.disabled') : t('admin.common.enabled')}
                  />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={t('admin.common.edit')}>
                    <IconButton
                      aria-label={`${t('admin.common.edit')} ${municipality.name}`}
                      onClick={() => setEditing(municipality)}
                    >
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {municipalities.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {t('admin.common.noResults')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <MunicipalityDialog
          municipality={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

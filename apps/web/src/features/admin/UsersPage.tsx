import { USERS_PAGE_SIZE, formatDateTime, type UserRow } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers, type UserListParams } from '../../api/admin.ts';
import { useAbility } from '../../session/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { UserDialog } from './UserDialog.tsx';

const SORTABLE: Record<string, UserListParams['sort']> = {
  email: 'email',
  username: 'username',
  municipality: 'municipality',
  role: 'role',
  lastUpdateAt: 'lastUpdateAt',
};

/** /usuarios (manage usuario_municipio): the users grid, paged, sorted and searched on the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const canEdit = ability.can('manage', 'usuario_municipio');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [pagination, setPagination] = useState({ page: 0, pageSize: USERS_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'email', sort: 'asc' }]);
  const [dialog, setDialog] = useState<UserRow | 'new' | null>(null);
  const sort = sortModel[0];
  const users = useUsers({
    page: pagination.page,
    pageSize: pagination.pageSize,
    search: deferredSearch,
    sort: (sort && SORTABLE[sort.field]) ?? 'email',
    order: sort?.sort === 'desc' ? 'desc' : 'asc',
  });

  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      { field: 'email', headerName: t('admin.users.columns.email'), flex: 1.4, minWidth: 220 },
      { field: 'username', headerName: t('admin.users.columns.username'), flex: 1, minWidth: 150 },
      {
        field: 'municipality',
        headerName: t('admin.users.columns.municipality'),
        flex: 0.9,
        minWidth: 130,
        valueGetter: (_value, row) => row.municipality?.name ?? '—',
      },
      {
        field: 'areas',
        headerName: t('admin.users.columns.areas'),
        flex: 1.3,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip
            title={t('admin.users.hoverAreas', { areas: row.areas.map((area) => area.name).join(', ') })}
          >
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ overflow: 'hidden', alignItems: 'center', height: '100%' }}
            >
              {row.areas.map((area) => (
                <Chip key={area.id} size="small" label={area.name} />
              ))}
            </Stack>
          </Tooltip>
        ),
      },
      {
        field: 'role',
        headerName: t('admin.users.columns.role'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => (row.role ? t(`roles.${row.role}`) : '—'),
      },
      {
        field: 'actions',
        headerName: t('admin.users.columns.actions'),
        sortable: false,
        width: 90,
        renderCell: ({ row }) =>
          canEdit ? (
            <IconButton aria-label={`${t('admin.common.edit')} ${row.email}`} onClick={() => setDialog(row)}>
              <EditOutlined />
            </IconButton>
          ) : null,
      },
      {
        field: 'lastUpdateAt',
        headerName: t('admin.users.columns.lastUpdate'),
        minWidth: 160,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      {
        field: 'lastUpdateBy',
        headerName: t('admin.users.columns.updatedBy'),
        minWidth: 140,
        sortable: false,
      },
    ],
    [t, canEdit],
  );

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        subtitle={t('admin.users.subtitle')}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog('new')}>
            {t('admin.users.add')}
          </Button>
        }
      />
      <TextField
        label={t('admin.users.search')}
        size="small"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 380 } }}
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
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('admin.common.loadError')}
        </Alert>
      )}
      <Paper variant="outlined">
        <Box sx={{ width: '100%' }}>
          <DataGrid
            aria-label={t('admin.users.title')}
            rows={users.data?.rows ?? []}
            rowCount={users.data?.total ?? 0}
            columns={columns}
            loading={users.isFetching}
            paginationMode="server"
            sortingMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            sortModel={sortModel}
            onSortModelChange={setSortModel}
            pageSizeOptions={[USERS_PAGE_SIZE]}
            disableRowSelectionOnClick
            disableColumnMenu
            autoHeight
            getRowClassName={({ row }) => (row.disabled ? 'user-disabled' : '')}
            localeText={{
              noRowsLabel: t('admin.common.noResults'),
              noResultsOverlayLabel: t('admin.common.noResults'),
            }}
            sx={{ border: 0, '& .user-disabled': { opacity: 0.55 } }}
          />
        </Box>
      </Paper>
      {dialog && <UserDialog user={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} />}
    </>
  );
}

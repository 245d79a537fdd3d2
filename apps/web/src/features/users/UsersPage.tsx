import { ROLES, USER_SORT_FIELDS, USERS_PAGE_SIZE, formatDateTime, type UserRow } from '@cabildo/domain';
import { intlLocale } from '@cabildo/domain/languages';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUsers, type UserListParams } from '../../api/admin.ts';
import { ListPage, SearchField } from '../../components/ListPage.tsx';
import { type Column } from '../../components/ResponsiveTable.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('admin', 'users', 'roles', 'geography');

// The dialog (its form and schemas) loads when it is opened.
const UserDialog = lazy(() => import('./UserDialog.tsx').then((m) => ({ default: m.UserDialog })));

type SortKey = UserListParams['sort'];
const isSortKey = (key: string): key is SortKey => (USER_SORT_FIELDS as readonly string[]).includes(key);

function AreaChips({ row }: { row: UserRow }) {
  const { t } = useTranslation();
  if (row.areas.length === 0) return <>—</>;
  return (
    <Tooltip title={t('admin.users.hoverAreas', { areas: row.areas.map((area) => area.name).join(', ') })}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {row.areas.map((area) => (
          <Chip key={area.id} size="small" label={area.name} />
        ))}
      </Stack>
    </Tooltip>
  );
}

/** /usuarios (manage usuario_municipio): the users list, paged, sorted and searched on the server. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({ key: 'email', order: 'asc' });
  const [dialog, setDialog] = useState<UserRow | 'new' | null>(null);
  // The roles in the order of the names shown, so sorting by role follows what the reader sees.
  const collator = new Intl.Collator(intlLocale(i18n.language));
  const roleOrder = [...ROLES].sort((a, b) => collator.compare(t(`roles.${a}`), t(`roles.${b}`)));
  const users = useUsers({
    page,
    pageSize: USERS_PAGE_SIZE,
    search: deferredSearch,
    sort: sort.key,
    order: sort.order,
    roleOrder,
  });
  const rows = users.data?.rows ?? [];
  const roleOf = (row: UserRow) => (row.role ? t(`roles.${row.role}`) : '—');

  const columns: Column<UserRow>[] = [
    { header: t('admin.users.columns.email'), cell: (row) => row.email, sortKey: 'email' },
    { header: t('admin.users.columns.username'), cell: (row) => row.username ?? '—', sortKey: 'username' },
    {
      header: t('admin.users.columns.municipality'),
      cell: (row) => row.municipality?.name ?? '—',
      sortKey: 'municipality',
    },
    { header: t('admin.users.columns.areas'), cell: (row) => <AreaChips row={row} /> },
    { header: t('admin.users.columns.role'), cell: roleOf, sortKey: 'role' },
    {
      header: t('admin.users.columns.lastUpdate'),
      cell: (row) => formatDateTime(row.lastUpdateAt) || '—',
      sortKey: 'lastUpdateAt',
      sx: { whiteSpace: 'nowrap' },
    },
    { header: t('admin.users.columns.updatedBy'), cell: (row) => row.lastUpdateBy ?? '—' },
  ];

  return (
    <ListPage
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to="/usuarios/importar"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
          >
            {t('admin.usersImport.open')}
          </Button>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog('new')}>
            {t('admin.users.add')}
          </Button>
        </Stack>
      }
      filters={
        <SearchField
          label={t('admin.users.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          width={380}
        />
      }
      errors={[users.isError && { text: t('admin.common.loadError') }]}
      table={{
        rows: rows,
        loading: users.isPending,
        fetching: users.isFetching,
        texts: {
          loading: t('app.loading'),
          empty: t('admin.common.noResults'),
          actions: t('admin.users.columns.actions'),
        },
        columns: columns,
        sort: {
          ...sort,
          onChange: (key) => {
            if (!isSortKey(key)) return;
            setSort((current) => ({
              key,
              order: current.key === key && current.order === 'asc' ? 'desc' : 'asc',
            }));
            setPage(0);
          },
        },
        rowSx: (row) => (row.disabled ? { opacity: 0.55 } : undefined),
        card: (row) => (
          <>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.email}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[row.username, roleOf(row), row.municipality?.name].filter(Boolean).join(' · ')}
            </Typography>
            {row.areas.length > 0 && <AreaChips row={row} />}
          </>
        ),
        // Only rows the reader may edit get an edit action (an elevated supervisor never edits an admin).
        actions: (row) =>
          row.editable && (
            <Tooltip title={t('admin.common.edit')}>
              <IconButton
                aria-label={`${t('admin.common.edit')} ${row.email}`}
                onClick={() => setDialog(row)}
              >
                <EditOutlined />
              </IconButton>
            </Tooltip>
          ),
        cardActions: (row) =>
          row.editable && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlined />}
              aria-label={`${t('admin.common.edit')} ${row.email}`}
              onClick={() => setDialog(row)}
            >
              {t('admin.common.edit')}
            </Button>
          ),
      }}
      pages={{ total: users.data?.total ?? 0, page, pageSize: USERS_PAGE_SIZE, onPage: setPage }}
    >
      {dialog && (
        <Suspense fallback={null}>
          <UserDialog user={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </ListPage>
  );
}

import { Alert, MenuItem, Stack, TablePagination, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader.tsx';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable.tsx';

export { SearchField } from './SearchField.tsx';

/** A refusal or load failure over the list; `live` ones are announced (role="alert"). */
export type ListError = { text: string; live?: boolean } | false | null | undefined;

/** The server's pages of a list: `page` counts from 0, one size only. */
export type ListPages = { total: number; page: number; pageSize: number; onPage: (page: number) => void };

/**
 * The layout every list page shares (areas, users, forms, webhooks): title with the page's main
 * action, a row of filters, what failed to load, the rows (a table, or cards on phones) with
 * their pager, then whatever the page adds under them (its dialogs).
 */
export function ListPage<Row extends { id: string }>({
  title,
  subtitle,
  action,
  filters,
  errors = [],
  table,
  pages,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  filters?: ReactNode;
  errors?: ListError[];
  /** The rows and how they show; the table is named by the page's title. */
  table: Omit<ResponsiveTableProps<Row>, 'label' | 'footer'>;
  pages?: ListPages;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} action={action} />
      {filters && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {filters}
        </Stack>
      )}
      {errors.map(
        (error) =>
          error && (
            <Alert key={error.text} severity="error" role={error.live ? 'alert' : undefined} sx={{ mb: 2 }}>
              {error.text}
            </Alert>
          ),
      )}
      <ResponsiveTable
        label={title}
        {...table}
        footer={
          pages && (
            <TablePagination
              component="div"
              count={pages.total}
              page={pages.page}
              onPageChange={(_, next) => pages.onPage(next)}
              rowsPerPage={pages.pageSize}
              rowsPerPageOptions={[pages.pageSize]}
              labelDisplayedRows={({ from, to, count }) => t('admin.common.rowsOf', { from, to, count })}
            />
          )
        }
      />
      {children}
    </>
  );
}

/** A list's filter by one of some options, 'all' (the empty value) first. */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  width,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: { id: string; name: string }[];
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { formatDateTime, type OwnAnswerRow } from '@cabildo/domain';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useReaderTimeZone } from '../../../session/session.tsx';

type Props = {
  rows: OwnAnswerRow[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page is on its way (or a live refresh); the old rows stay meanwhile. */
  fetching: boolean;
  footer: ReactNode;
};

/** The short form of an answer id the table shows (the full id is in its tooltip). */
export const shortId = (id: string) => id.slice(0, 8);

/**
 * Update (edit answer) and view, each only where the server's actions for this person allow it
 * (the answer view's own actions): inspectors, who may not complete answers, get no update.
 */
function RowActions({ row }: { row: OwnAnswerRow }) {
  const { t } = useTranslation();
  const update = t('own-answers.actions.update', { code: row.code });
  const view = t('own-answers.actions.view', { code: row.code });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {row.actions.complete && (
        <Tooltip title={update}>
          <IconButton component={RouterLink} to={`/respuestas/actualizar/${row.id}`} aria-label={update}>
            <EditNoteOutlined />
          </IconButton>
        </Tooltip>
      )}
      {row.actions.view && (
        <Tooltip title={view}>
          <IconButton component={RouterLink} to={`/ver/${row.id}`} aria-label={view}>
            <VisibilityOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

const ShortId = ({ row }: { row: OwnAnswerRow }) => (
  <Tooltip title={row.id}>
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {shortId(row.id)}
    </Box>
  </Tooltip>
);

/** The person's answers of one page: a table on wide screens, one card per answer on phones. */
export function OwnAnswersTable({ rows, loading, fetching, footer }: Props) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  return (
    <ResponsiveTable
      label={t('own-answers.title')}
      rows={rows}
      loading={loading}
      fetching={fetching}
      texts={{
        loading: t('own-answers.loading'),
        empty: t('own-answers.empty'),
        actions: t('own-answers.columns.actions'),
      }}
      columns={[
        { header: t('own-answers.columns.id'), cell: (row) => <ShortId row={row} /> },
        { header: t('own-answers.columns.code'), cell: (row) => row.code, sx: { fontWeight: 600 } },
        {
          header: t('own-answers.columns.date'),
          cell: (row) => formatDateTime(row.createdAt, zone),
          sx: { whiteSpace: 'nowrap' },
        },
      ]}
      card={(row) => (
        <>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.code}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(row.createdAt, zone)} · {t('own-answers.columns.id')} <ShortId row={row} />
          </Typography>
        </>
      )}
      actions={(row) => <RowActions row={row} />}
      footer={footer}
    />
  );
}

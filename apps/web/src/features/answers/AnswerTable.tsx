import { formatDateTime, type AnswerListRow } from '@cabildo/domain';
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { PayStatusChip } from '../payments/PayStatusChip.tsx';
import { AnswerRowActions } from './AnswerRowActions.tsx';
import { useReaderTimeZone } from '../../session/session.tsx';

type Props = {
  rows: AnswerListRow[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page or filter is on its way; the old rows stay meanwhile. */
  fetching: boolean;
  onDelete: (row: AnswerListRow) => void;
  /** The dates filter the last update: show that date instead of the creation date. */
  byLastUpdate: boolean;
  /** Forms with a payment: the status of each answer's ticket order. */
  payments?: boolean;
  footer: ReactNode;
};

/** The answer badge's colours, as the answer view shows them. */
const BADGE_COLOURS = { inReview: 'info', toCorrect: 'warning', approved: 'success' } as const;

const authorOf = (row: AnswerListRow) => row.author.name || row.author.username;

/** The answers of one page: a table on wide screens, one card per answer on phones. */
export function AnswerTable({
  rows,
  loading,
  fetching,
  onDelete,
  byLastUpdate,
  payments = false,
  footer,
}: Props) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  const dateOf = (row: AnswerListRow) => formatDateTime(byLastUpdate ? row.updatedAt : row.createdAt, zone);

  const badge = (row: AnswerListRow) =>
    row.badge ? (
      <Chip
        size="small"
        color={BADGE_COLOURS[row.badge]}
        variant={row.badge === 'approved' ? 'outlined' : 'filled'}
        label={t(`answers-list.badge.${row.badge}`)}
      />
    ) : null;
  const stateChip = (row: AnswerListRow) => (
    <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
      {row.state ? (
        <Chip size="small" color="primary" variant="outlined" label={row.state.name} />
      ) : (
        <Typography component="span" color="text.secondary">
          {t('answers-list.none')}
        </Typography>
      )}
      {badge(row)}
    </Stack>
  );
  const payment = (row: AnswerListRow) =>
    row.paymentStatus ? (
      <PayStatusChip status={row.paymentStatus} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('payments.staff.noPayment')}
      </Typography>
    );
  const citizen = (row: AnswerListRow) =>
    row.citizen ? (
      <>
        <Typography variant="body2">{row.citizen.name}</Typography>
        {row.citizen.document && (
          <Typography variant="caption" color="text.secondary">
            {row.citizen.document}
          </Typography>
        )}
      </>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('answers-list.none')}
      </Typography>
    );

  return (
    <ResponsiveTable
      label={t('answers-list.title')}
      rows={rows}
      loading={loading}
      fetching={fetching}
      texts={{
        loading: t('answers-list.loading'),
        empty: t('answers-list.empty'),
        actions: t('answers-list.columns.actions'),
      }}
      columns={[
        { header: t('answers-list.columns.code'), cell: (row) => row.code, sx: { fontWeight: 600 } },
        {
          header: byLastUpdate ? t('answers-list.columns.updated') : t('answers-list.columns.date'),
          cell: dateOf,
          sx: { whiteSpace: 'nowrap' },
        },
        { header: t('answers-list.columns.author'), cell: authorOf },
        { header: t('answers-list.columns.citizen'), cell: citizen },
        { header: t('answers-list.columns.state'), cell: stateChip },
        ...(payments ? [{ header: t('payments.staff.column'), cell: payment }] : []),
      ]}
      card={(row) => (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.code}</Typography>
            {stateChip(row)}
            {payments && row.paymentStatus && <PayStatusChip status={row.paymentStatus} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {dateOf(row)} · {authorOf(row)}
          </Typography>
          {row.citizen && (
            <Typography variant="body2" color="text.secondary">
              {t('answers-list.columns.citizen')}: {row.citizen.name}
              {row.citizen.document ? ` (${row.citizen.document})` : ''}
            </Typography>
          )}
        </>
      )}
      actions={(row) => <AnswerRowActions row={row} onDelete={() => onDelete(row)} />}
      footer={footer}
    />
  );
}

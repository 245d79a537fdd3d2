import {
  formatDateTime,
  localized,
  PORTAL_ANSWERS_PAGE_SIZE,
  type AnswerBadge,
  type PortalAnswerRow,
} from '@cabildo/domain';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePortalAnswers } from '../../api/citizenPortalAnswers.ts';
import { ApiError } from '../../api/client.ts';
import { KeysetPager } from '../../components/KeysetPager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { waitMessage } from '../../components/waitMessage.ts';
import { useCitizenToken } from './CitizenAnswerPage.tsx';
import { CitizenSessionError, CitizenSessionLoading } from './SessionCards.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('citizen-portal');

const BADGE_COLOURS: Record<AnswerBadge, 'info' | 'warning' | 'success'> = {
  inReview: 'info',
  toCorrect: 'warning',
  approved: 'success',
};

function Badge({ badge }: { badge: AnswerBadge | null }) {
  const { t } = useTranslation();
  if (!badge) return null;
  return (
    <Chip
      size="small"
      color={BADGE_COLOURS[badge]}
      variant={badge === 'approved' ? 'outlined' : 'filled'}
      label={t(`citizen-portal.answers.badges.${badge}`)}
    />
  );
}

/**
 * /ciudadano/formularios/respuestas/{citizenOaToken}: the loading card while the token is checked,
 * the error card when the portal does not vouch for it, else the citizen's username and their
 * answers sent from the portal — code, form, answered date, current state and badge, 7 a page —
 * with the revision link where staff asked for changes (spec part 3 §2, §3, §9).
 */
export function CitizenAnswersPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const token = useCitizenToken();
  const [page, setPage] = useState(0);
  const list = usePortalAnswers(token, page);
  const data = list.data;

  if (list.isPending) return <CitizenSessionLoading />;
  if (!data) {
    if (list.error instanceof ApiError && list.error.code === 'CITIZEN_SESSION_INVALID')
      return <CitizenSessionError />;
    return (
      <StatusPage
        icon={<CloudOffOutlined />}
        tone="error"
        title={t('citizen-portal.session.loadError')}
        body={waitMessage(t, list.error) ?? t('errors.generic')}
        action={{ label: t('citizen-portal.session.retry'), to: location.pathname, reload: true }}
      />
    );
  }

  const { citizen, total } = data;
  const name = `${citizen.firstName} ${citizen.lastName}`.trim();
  const revision = (row: PortalAnswerRow, inCard = false) =>
    row.revisionPending && (
      <Button
        component={RouterLink}
        to={`/ciudadano/revision/${row.id}/${token}`}
        size="small"
        variant={inCard ? 'outlined' : 'contained'}
        startIcon={<EditNoteOutlined />}
        aria-label={t('citizen-portal.answers.revisionOf', { code: row.code })}
      >
        {t('citizen-portal.answers.revision')}
      </Button>
    );
  const title = (row: PortalAnswerRow) => localized(row.formTitle, row.formTitleAlt, i18n.language);
  const state = (row: PortalAnswerRow) => row.state ?? t('citizen-portal.answers.noState');
  const footer = total > 0 && (
    <KeysetPager
      total={total}
      pageSize={PORTAL_ANSWERS_PAGE_SIZE}
      page={page + 1}
      hasNext={(page + 1) * PORTAL_ANSWERS_PAGE_SIZE < total}
      busy={list.isFetching}
      onPrevious={() => setPage((current) => Math.max(0, current - 1))}
      onNext={() => setPage((current) => current + 1)}
      labels={{
        total: t('citizen-portal.answers.total', { count: total }),
        nav: t('citizen-portal.answers.pager.label'),
        previous: t('citizen-portal.answers.pager.previous'),
        next: t('citizen-portal.answers.pager.next'),
        page: (current, pages) => t('citizen-portal.answers.pager.page', { page: current, pages }),
      }}
    />
  );

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={t('citizen-portal.answers.title')}
        subtitle={t('citizen-portal.answers.greeting', {
          name: name || citizen.username,
          username: citizen.username,
        })}
      />
      <ResponsiveTable<PortalAnswerRow>
        label={t('citizen-portal.answers.label')}
        rows={data.rows}
        loading={false}
        fetching={list.isFetching}
        texts={{
          loading: t('citizen-portal.answers.loading'),
          empty: t('citizen-portal.answers.empty'),
          actions: t('citizen-portal.answers.columns.review'),
        }}
        columns={[
          {
            header: t('citizen-portal.answers.columns.code'),
            cell: (row) => (
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.code}
              </Typography>
            ),
          },
          { header: t('citizen-portal.answers.columns.form'), cell: title },
          {
            header: t('citizen-portal.answers.columns.date'),
            cell: (row) => formatDateTime(row.answeredAt),
            sx: { whiteSpace: 'nowrap' },
          },
          { header: t('citizen-portal.answers.columns.state'), cell: state },
        ]}
        actions={(row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Badge badge={row.badge} />
            {revision(row)}
          </Stack>
        )}
        card={(row) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{row.code}</Typography>
              <Badge badge={row.badge} />
            </Stack>
            <Typography>{title(row)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(row.answeredAt)} · {t('citizen-portal.answers.columns.state')}: {state(row)}
            </Typography>
          </>
        )}
        cardActions={(row) => revision(row, true)}
        footer={footer}
      />
    </Box>
  );
}

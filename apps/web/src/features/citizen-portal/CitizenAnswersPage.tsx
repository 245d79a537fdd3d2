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

await loadCatalogueParts('citizenPortal');

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
      label={t(`citizenPortal.answers.badges.${badge}`)}
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
        title={t('citizenPortal.session.loadError')}
        body={waitMessage(t, list.error) ?? t('errors.generic')}
        action={{ label: t('citizenPortal.session.retry'), to: location.pathname, reload: true }}
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
        aria-label={t('citizenPortal.answers.revisionOf', { code: row.code })}
      >
        {t('citizenPortal.answers.revision')}
      </Button>
    );
  const title = (row: PortalAnswerRow) => localized(row.formTitle, row.formTitleAlt, i18n.language);
  const state = (row: PortalAnswerRow) => row.state ?? t('citizenPortal.answers.noState');
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
        total: t('citizenPortal.answers.total', { count: total }),
        nav: t('citizenPortal.answers.pager.label'),
        previous: t('citizenPortal.answers.pager.previous'),
        next: t('citizenPortal.answers.pager.next'),
        page: (current, pages) => t('citizenPortal.answers.pager.page', { page: current, pages }),
      }}
    />
  );

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={t('citizenPortal.answers.title')}
        subtitle={t('citizenPortal.answers.greeting', {
          name: name || citizen.username,
          username: citizen.username,
        })}
      />
      <ResponsiveTable<PortalAnswerRow>
        label={t('citizenPortal.answers.label')}
        rows={data.rows}
        loading={false}
        fetching={list.isFetching}
        texts={{
          loading: t('citizenPortal.answers.loading'),
          empty: t('citizenPortal.answers.empty'),
          actions: t('citizenPortal.answers.columns.review'),
        }}
        columns={[
          {
            header: t('citizenPortal.answers.columns.code'),
            cell: (row) => (
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.code}
              </Typography>
            ),
          },
          { header: t('citizenPortal.answers.columns.form'), cell: title },
          {
            header: t('citizenPortal.answers.columns.date'),
            cell: (row) => formatDateTime(row.answeredAt),
            sx: { whiteSpace: 'nowrap' },
          },
          { header: t('citizenPortal.answers.columns.state'), cell: state },
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
              {formatDateTime(row.answeredAt)} · {t('citizenPortal.answers.columns.state')}: {state(row)}
            </Typography>
          </>
        )}
        cardActions={(row) => revision(row, true)}
        footer={footer}
      />
    </Box>
  );
}

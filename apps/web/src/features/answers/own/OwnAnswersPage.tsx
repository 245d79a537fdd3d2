import { localized, OWN_ANSWERS_PAGE_SIZE } from '@cabildo/domain';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorKey } from '../../../api/client.ts';
import { useOwnAnswers } from '../../../api/ownAnswers.ts';
import { ForbiddenPage } from '../../../components/ForbiddenPage.tsx';
import { KeysetPager, neighbourPages, type PagePlace } from '../../../components/KeysetPager.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusPage } from '../../../components/StatusPage.tsx';
import { OwnAnswersTable } from './OwnAnswersTable.tsx';
import { loadCatalogueParts } from '../../../i18n/index.ts';

await loadCatalogueParts('own-answers', 'answers-list', 'answers');

/**
 * /misRespuestas/{id} (signed in; the id is the form's): the person's own answers of the form,
 * 7 a page, newest first. It updates by itself when the person saves another answer of the form.
 */
export function OwnAnswersPage() {
  const { t, i18n } = useTranslation();
  const { answerID: formId = '' } = useParams();
  const [place, setPlace] = useState<PagePlace>({ direction: 'next', page: 1 });
  const list = useOwnAnswers(formId, place);
  const page = list.data;

  if (list.isError && !page) {
    const status = list.error instanceof ApiError ? list.error.status : 0;
    if (status === 403 && list.error instanceof ApiError && list.error.code === 'FORBIDDEN')
      return <ForbiddenPage />;
    return (
      <StatusPage
        icon={<SearchOffOutlined />}
        tone="warning"
        title={status === 404 ? t('own-answers.formNotFound') : t('own-answers.loadError')}
        body={t(errorKey(list.error))}
        action={{ label: t('own-answers.home'), to: '/home' }}
      />
    );
  }

  const total = page?.total ?? 0;
  const around = page && neighbourPages(place, page);

  const footer = around && total > 0 && (
    <KeysetPager
      total={total}
      pageSize={OWN_ANSWERS_PAGE_SIZE}
      page={place.page}
      hasNext={around.next !== null}
      busy={list.isFetching}
      onPrevious={() => setPlace(around.previous)}
      onNext={() => around.next && setPlace(around.next)}
      labels={{
        total: t('own-answers.total', { count: total }),
        nav: t('own-answers.pager.label'),
        previous: t('own-answers.pager.previous'),
        next: t('own-answers.pager.next'),
        page: (current, pages) => t('own-answers.pager.page', { page: current, pages }),
      }}
    />
  );

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={t('own-answers.title')}
        subtitle={page ? localized(page.form.title, page.form.titleAlt, i18n.language) : undefined}
      />
      <OwnAnswersTable
        rows={page?.rows ?? []}
        loading={list.isPending}
        fetching={list.isFetching}
        footer={footer}
      />
    </Box>
  );
}

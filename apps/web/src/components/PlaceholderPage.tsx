import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../i18n/en.ts';
import { StatusPage } from './StatusPage.tsx';

export type PageTitle = keyof Catalogue['pages']['titles'];

/** A titled page for a screen a later release builds. */
export function PlaceholderPage({ title }: { title: PageTitle }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`pages.titles.${title}`)}
      </Typography>
      <StatusPage
        heading="h2"
        icon={<ConstructionOutlined />}
        title={t('pages.comingSoon')}
        body={t('pages.comingSoonBody')}
        action={{ label: t('pages.backHome'), to: '/home' }}
      />
    </Box>
  );
}

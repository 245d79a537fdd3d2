import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<TravelExploreOutlined />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={{ label: t('notFound.home'), to: '/home' }}
    />
  );
}

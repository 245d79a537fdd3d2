import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="warning"
      icon={<LockOutlined />}
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      action={{ label: t('forbidden.home'), to: '/home' }}
    />
  );
}

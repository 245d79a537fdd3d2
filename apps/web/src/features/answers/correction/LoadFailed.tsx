import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { StatusPage } from '../../../components/StatusPage.tsx';

/**
 * Why an answer to correct or edit could not be opened (spec part 3 §8): it does not exist, it is
 * not among the person's areas, or the load failed ('Error', then home).
 */
export function LoadFailed({ error, notFound }: { error: unknown; notFound: string }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404)
    return (
      <StatusPage
        icon={<SearchOffOutlined />}
        tone="warning"
        title={notFound}
        body={t('correction.load.notFoundBody')}
        action={{ label: t('correction.load.toForms'), to: '/listar' }}
      />
    );
  if (status === 403)
    return (
      <StatusPage
        icon={<LockOutlined />}
        tone="error"
        title={t('forbidden.title')}
        body={t('correction.load.forbidden')}
        action={{ label: t('correction.load.toHome'), to: '/home' }}
      />
    );
  return (
    <StatusPage
      icon={<CloudOffOutlined />}
      tone="error"
      title={t('errors.title')}
      body={t('correction.load.failed')}
      action={{ label: t('correction.load.toHome'), to: '/home' }}
    />
  );
}

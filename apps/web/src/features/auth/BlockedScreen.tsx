import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage.tsx';

/** Spec part 1 §4.1 and §9: the blocked screen, then sign-out after 3000 ms. */
export const BLOCKED_SIGN_OUT_MS = 3000;

export function BlockedScreen({ onDone, embedded = false }: { onDone: () => void; embedded?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDone, BLOCKED_SIGN_OUT_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <StatusPage
      embedded={embedded}
      tone="error"
      icon={<BlockOutlined />}
      title={t('auth.blocked.title')}
      body={t('auth.blocked.body')}
    />
  );
}

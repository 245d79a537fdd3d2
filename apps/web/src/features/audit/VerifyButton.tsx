import type { AuditVerification } from '@cabildo/domain';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useVerifyAudit } from '../../api/audit.ts';

/** The admin's check of the hash chains (the page holds the mutation, and shows its result). */
export function VerifyButton({ verification }: { verification: ReturnType<typeof useVerifyAudit> }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      startIcon={<VerifiedUserOutlined />}
      onClick={() => verification.mutate()}
      disabled={verification.isPending}
    >
      {t(verification.isPending ? 'audit.verify.running' : 'audit.verify.button')}
    </Button>
  );
}

/** What the check found: intact, or the first row that breaks each broken chain. */
export function VerifyResult({ result }: { result: AuditVerification }) {
  const { t } = useTranslation();
  if (result.ok)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('audit.verify.ok', { count: result.chains.length })}
      </Alert>
    );
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t('audit.verify.broken')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {result.chains.flatMap((chain) => {
          const broken = chain.firstBreak;
          if (!broken) return [];
          const name = chain.municipality?.name ?? t('audit.verify.noMunicipality');
          const reason = t(`audit.verify.reasons.${broken.reason}`);
          return [
            <li key={chain.municipality?.id ?? ''}>
              {broken.id === null
                ? t('audit.verify.chainEnd', { chain: name, reason })
                : t('audit.verify.chainRow', { chain: name, id: broken.id, seq: broken.seq ?? '-', reason })}
            </li>,
          ];
        })}
      </ul>
    </Alert>
  );
}

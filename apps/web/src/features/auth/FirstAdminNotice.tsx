import { Alert, AlertTitle, Box } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The catalogue's `<code>…</code>` spans as code, never broken at their hyphens. A split of our own
 * rather than react-i18next's Trans: Trans and its HTML parser would add 3.6 kB (gzip) to the
 * script every page loads first (bundle budget).
 */
function withCode(text: string) {
  return text.split(/<code>(.*?)<\/code>/).map((part, index) =>
    index % 2 === 1 ? (
      <Box key={index} component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A new installation: nobody can sign in until the operator creates the first administrator. */
export function FirstAdminNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning">
      <AlertTitle>{t('auth.firstAdmin.title')}</AlertTitle>
      {withCode(t('auth.firstAdmin.body'))}
    </Alert>
  );
}

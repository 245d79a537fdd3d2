import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The version of apps/web/package.json at build time (vite.config.ts `define`); every package.json carries the same. */
declare const __CABILDO_VERSION__: string;
export const CABILDO_VERSION = __CABILDO_VERSION__;

/**
 * "About Cabildo" from the account menu: the product, its version and licence, with the licence's
 * text and the changelog the build puts beside the app (LICENSE.txt, CHANGELOG.txt).
 */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="about-title"
      aria-describedby="about-body"
    >
      <DialogTitle id="about-title">{t('shell.about.title')}</DialogTitle>
      <DialogContent>
        <Stack id="about-body" spacing={1.5}>
          <Typography>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              Cabildo
            </Typography>
            {' · '}
            {t('shell.about.product')}
          </Typography>
          <Typography>{t('shell.about.version', { version: CABILDO_VERSION })}</Typography>
          <Typography>{t('shell.about.licence')}</Typography>
        </Stack>
        <Stack component="ul" spacing={1} sx={{ mt: 2, mb: 0, pl: 2.5 }}>
          <li>
            <Link href="/LICENSE.txt" target="_blank" rel="noopener">
              {t('shell.about.readLicence')}
            </Link>
          </li>
          <li>
            <Link href="/CHANGELOG.txt" target="_blank" rel="noopener">
              {t('shell.about.changelog')}
            </Link>
          </li>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('shell.about.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

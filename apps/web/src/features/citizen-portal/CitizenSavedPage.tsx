import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tabCitizenPortalToken } from '../../api/citizenPortal.ts';
import { SavedPage } from '../answering/SavedPage.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('citizen-portal');

/**
 * /ciudadano/guardado/{id}/{docCode}[/{citizenId}[/{useAWS}]]: the saved page of a citizen-portal
 * answer — the code, the voucher, the continue-to-booking button when the form offers an
 * appointment (SavedPage) — and, while this tab holds the portal's token (a reload too), the way
 * to the citizen's procedures. The appointment parts of the path are not needed: the answer's submission id, kept
 * by this tab, proves who asks for the booking.
 */
export function CitizenSavedPage() {
  const { t } = useTranslation();
  const token = tabCitizenPortalToken();
  return (
    <SavedPage
      kind="citizen"
      actions={
        token && (
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to={`/ciudadano/formularios/respuestas/${token}`}
            startIcon={<ListAltOutlined />}
          >
            {t('citizen-portal.saved.myAnswers')}
          </Button>
        )
      }
    />
  );
}

import { type PaymentView } from '@cabildo/domain';
import { useTranslation } from 'react-i18next';
import { Facts } from '../Facts.tsx';
import { money, type PayDetails } from '../wizard.ts';

/** Step 3: what the order will be, before it is validated. */
export function ReviewStep({
  section,
  details,
  currency,
}: {
  section: PaymentView['sections'][number];
  details: PayDetails;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <Facts
      rows={[
        [t('payments.wizard.section'), section.name],
        [t('payments.wizard.quantity'), String(details.quantity)],
        [t('payments.wizard.unitPrice'), money(section.priceCents, currency)],
        [
          t('payments.wizard.total'),
          <strong key="t">{money(section.priceCents * details.quantity, currency)}</strong>,
        ],
        [t('payments.wizard.fullName'), details.fullName],
        [t('payments.wizard.idNumber'), details.idNumber],
        [t('payments.wizard.email'), details.email],
        [t('payments.wizard.phone'), details.phone],
      ]}
    />
  );
}

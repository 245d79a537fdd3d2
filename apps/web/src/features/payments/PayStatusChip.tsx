import { PAY_STATUS_COLOUR, type PayOrderStatus } from '@cabildo/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** An order's status in the spec's colours (part 3 §4): orange pending, green paid, red denied. */
export function PayStatusChip({
  status,
  size = 'small',
}: {
  status: PayOrderStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={PAY_STATUS_COLOUR[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`payments.status.${status}`)}
      sx={{ fontWeight: 700 }}
      data-status={status}
    />
  );
}

import { lowStock, type PaymentView } from '@cabildo/domain';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { money, type DetailField, type PayDetails } from '../wizard.ts';

/** Step 1: the section (its price, sold out, few tickets left) and how many tickets. */
export function SectionStep({
  view,
  details,
  section,
  currency,
  message,
  disabled,
  onSection,
  onQuantity,
}: {
  view: PaymentView;
  details: PayDetails;
  section: PaymentView['sections'][number] | null;
  currency: string;
  /** The field's error text, if any. */
  message: (field: DetailField) => string | undefined;
  disabled: boolean;
  onSection: (sectionName: string, quantity: number) => void;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <FormControl error={Boolean(message('sectionName'))} disabled={disabled}>
        <FormLabel id="payment-section-label">{t('payments.wizard.section')}</FormLabel>
        <RadioGroup
          aria-labelledby="payment-section-label"
          value={details.sectionName}
          onChange={(event) => {
            const name = event.target.value;
            const chosen = view.sections.find((candidate) => candidate.name === name);
            const quantity = chosen?.quantityOptions.includes(details.quantity)
              ? details.quantity
              : (chosen?.quantityOptions[0] ?? 0);
            onSection(name, quantity);
          }}
        >
          {view.sections.map((candidate) => {
            const soldOut = candidate.quantityOptions.length === 0;
            return (
              <Box key={candidate.name}>
                <FormControlLabel
                  value={candidate.name}
                  disabled={soldOut}
                  control={<Radio />}
                  label={
                    soldOut
                      ? t('payments.wizard.soldOut', { name: candidate.name })
                      : t('payments.wizard.sectionPrice', {
                          name: candidate.name,
                          price: money(candidate.priceCents, currency),
                        })
                  }
                />
                {lowStock(candidate.stockLeft) && (
                  <Typography variant="body2" color="warning.dark" sx={{ ml: 4, mt: -0.5, fontWeight: 600 }}>
                    {t('payments.wizard.lowStock', { count: candidate.stockLeft })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </RadioGroup>
        {message('sectionName') && <FormHelperText>{message('sectionName')}</FormHelperText>}
      </FormControl>
      <TextField
        select
        label={t('payments.wizard.quantity')}
        value={details.quantity || ''}
        onChange={(event) => onQuantity(Number(event.target.value))}
        disabled={disabled || !section}
        error={Boolean(message('quantity'))}
        helperText={message('quantity')}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: { sm: 240 } }}
      >
        <option value="" disabled />
        {(section?.quantityOptions ?? []).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </TextField>
      {section && details.quantity > 0 && (
        <Typography>
          {t('payments.wizard.total')}:{' '}
          <strong>{money(section.priceCents * details.quantity, currency)}</strong>
        </Typography>
      )}
    </Stack>
  );
}

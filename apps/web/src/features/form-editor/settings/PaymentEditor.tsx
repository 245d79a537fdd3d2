import { paymentSchema, type Payment } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Grid, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EditorCard } from './EditorCard.tsx';

/** Payment setup of a form with the payment gateway: ticket types with price (cents) and stock. */
export function PaymentEditor({
  payment,
  onChange,
  readOnly,
}: {
  payment: Payment | null;
  onChange: (payment: Payment) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const value = payment ?? paymentSchema.parse({});
  const set = (change: Partial<Payment>) => onChange({ ...value, ...change });
  const setSection = (index: number, change: Partial<Payment['sections'][number]>) =>
    set({
      sections: value.sections.map((section, i) => (i === index ? { ...section, ...change } : section)),
    });
  const text = (name: 'name' | 'merchantCode' | 'terminal' | 'address' | 'dateText', label: string) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value[name]}
      disabled={readOnly}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );

  return (
    <EditorCard title={t('editor.payment.title')} help={t('editor.payment.help')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('name', t('editor.payment.name'))}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.payment.currencySign')}
            value={value.currency.sign}
            disabled={readOnly}
            onChange={(event) => set({ currency: { ...value.currency, sign: event.target.value } })}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.payment.currencyCode')}
            value={value.currency.code}
            disabled={readOnly}
            onChange={(event) =>
              set({ currency: { ...value.currency, code: event.target.value.toUpperCase() } })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={t('editor.payment.maxTickets')}
            value={value.maxTicketsPerTransaction}
            disabled={readOnly}
            slotProps={{ htmlInput: { min: 1 } }}
            onChange={(event) =>
              set({ maxTicketsPerTransaction: Math.max(1, Math.floor(Number(event.target.value) || 1)) })
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>{text('merchantCode', t('editor.payment.merchantCode'))}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{text('terminal', t('editor.payment.terminal'))}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{text('address', t('editor.payment.address'))}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{text('dateText', t('editor.payment.dateText'))}</Grid>
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {t('editor.payment.sections')}
      </Typography>
      <Stack spacing={1.5}>
        {value.sections.map((section, index) => (
          <Stack
            key={index}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              size="small"
              sx={{ flex: 2 }}
              label={t('editor.payment.sectionName')}
              value={section.name}
              disabled={readOnly}
              onChange={(event) => setSection(index, { name: event.target.value })}
            />
            <TextField
              size="small"
              sx={{ flex: 1 }}
              type="number"
              label={t('editor.payment.price')}
              value={section.price / 100}
              disabled={readOnly}
              slotProps={{
                htmlInput: { min: 0, step: 0.01 },
                input: {
                  startAdornment: <InputAdornment position="start">{value.currency.sign}</InputAdornment>,
                },
              }}
              onChange={(event) =>
                setSection(index, { price: Math.max(0, Math.round(Number(event.target.value) * 100) || 0) })
              }
            />
            <TextField
              size="small"
              sx={{ flex: 1 }}
              type="number"
              label={t('editor.payment.stock')}
              value={section.stockLeft}
              disabled={readOnly}
              slotProps={{ htmlInput: { min: 0 } }}
              onChange={(event) =>
                setSection(index, { stockLeft: Math.max(0, Math.floor(Number(event.target.value) || 0)) })
              }
            />
            <IconButton
              aria-label={t('editor.payment.removeSection', { number: index + 1 })}
              disabled={readOnly}
              onClick={() => set({ sections: value.sections.filter((_, i) => i !== index) })}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddOutlined />}
            disabled={readOnly}
            onClick={() => set({ sections: [...value.sections, { name: '', price: 0, stockLeft: 0 }] })}
          >
            {t('editor.payment.addSection')}
          </Button>
        </Box>
      </Stack>
    </EditorCard>
  );
}

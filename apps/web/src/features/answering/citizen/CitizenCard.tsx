import { citizenDisplayName, type CitizenData } from '@cabildo/domain';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { citizen: CitizenData; onChange: () => void; disabled?: boolean };

/** The chosen citizen at a glance: name, document, e-mail, phone and street. */
export function CitizenCard({ citizen, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const legal = citizen.kind === 'legal';
  const rows: [label: string, value: string | null][] = [
    [legal ? t('citizens.card.cuit') : t('citizens.card.dni'), legal ? citizen.cuit : citizen.dni],
    [t('citizens.card.email'), citizen.email],
    [t('citizens.card.phone'), citizen.phone],
    [t('citizens.card.street'), citizen.street],
  ];

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'rgba(15, 118, 110, 0.04)' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', width: 44, height: 44 }} aria-hidden>
            {legal ? <BusinessOutlined /> : <PersonOutlined />}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
              {t('citizens.card.selected')}
            </Typography>
            <Typography
              id={headingId}
              component="h3"
              variant="h6"
              sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}
            >
              {citizenDisplayName(citizen)}
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            label={t(legal ? 'citizens.kind.legal' : 'citizens.kind.natural')}
            sx={{ ml: 'auto !important', display: { xs: 'none', sm: 'inline-flex' } }}
          />
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
              >
                {value ?? t('citizens.card.none')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'flex-end' }}>
        <Button startIcon={<SwapHorizOutlined />} onClick={onChange} disabled={disabled}>
          {t('citizens.card.change')}
        </Button>
      </CardActions>
    </Card>
  );
}

import { citizenDisplayName, type CitizenData } from '@cabildo/domain';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden.ts';

/**
 * The answer's citizen as chips: a person by name and DNI, a legal entity (the spec's surname
 * 'Dummy', `kind: 'legal'` here) by business name and CUIT; then the contact data given.
 */
export function CitizenChips({ citizen }: { citizen: CitizenData }) {
  const { t } = useTranslation();
  const legal = citizen.kind === 'legal';
  const number = legal ? citizen.cuit : citizen.dni;
  const contact = [
    { key: 'email', value: citizen.email, icon: <MailOutlined /> },
    { key: 'phone', value: citizen.phone, icon: <PhoneOutlined /> },
    { key: 'street', value: citizen.street, icon: <HomeOutlined /> },
  ] as const;

  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="body2" color="text.secondary">
        {t('answer-view.citizen.title')} ·{' '}
        {t(legal ? 'answer-view.citizen.legal' : 'answer-view.citizen.natural')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, '& > li': { maxWidth: '100%' } }}
      >
        <li>
          <Chip
            color="primary"
            icon={legal ? <BusinessOutlined /> : <PersonOutlined />}
            label={citizenDisplayName(citizen)}
            sx={{ fontWeight: 700, maxWidth: '100%' }}
          />
        </li>
        {number && (
          <li>
            <Chip
              variant="outlined"
              icon={<BadgeOutlined />}
              label={t(legal ? 'answer-view.citizen.cuit' : 'answer-view.citizen.dni', { number })}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        )}
        {contact.map(({ key, value, icon }) =>
          value ? (
            <li key={key}>
              <Chip
                variant="outlined"
                icon={icon}
                label={
                  <>
                    <Box component="span" sx={visuallyHidden}>
                      {t(`answer-view.citizen.${key}`)}{' '}
                    </Box>
                    {value}
                  </>
                }
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ) : null,
        )}
      </Stack>
    </Stack>
  );
}

import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Avatar, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PortalAnsweringForm } from '../../api/citizenPortal.ts';

/** Who answers: the portal's person, known from the token (there is no citizen step), and a way to their procedures. */
export function CitizenBanner({ form, token }: { form: PortalAnsweringForm; token: string }) {
  const { t } = useTranslation();
  const { citizen, portalUser } = form;
  const list = `/ciudadano/formularios/respuestas/${token}`;
  const name = `${citizen.firstName} ${citizen.lastName}`.trim() || portalUser.username;
  return (
    <Paper
      variant="outlined"
      data-testid="portal-citizen"
      sx={{
        maxWidth: 960,
        mx: 'auto',
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        borderRadius: 4,
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
          <PersonOutlined />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('citizen-portal.citizen.answeringAs')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              citizen.dni && t('citizen-portal.citizen.dni', { dni: citizen.dni }),
              t('citizen-portal.citizen.user', { username: portalUser.username }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={list}
          startIcon={<ListAltOutlined />}
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('citizen-portal.citizen.myAnswers')}
        </Button>
        <Tooltip title={t('citizen-portal.citizen.myAnswers')}>
          <IconButton
            component={RouterLink}
            to={list}
            color="primary"
            aria-label={t('citizen-portal.citizen.myAnswers')}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <ListAltOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}

import { landsOnHome } from '@cabildo/domain/access';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { BrandMark } from '../../components/BrandMark.tsx';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { SignedInSession, useAbility, useSessionUser } from '../../session/session.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { ADMIN_LINKS, allowedLinks, type NavLink } from './navigation.ts';

const ICONS: Record<NavLink['label'], ReactNode> = {
  home: <HomeOutlined />,
  forms: <DescriptionOutlined />,
  users: <GroupOutlined />,
  areas: <WorkspacesOutlined />,
  municipalities: <ApartmentOutlined />,
  webhooks: <WebhookOutlined />,
  jobs: <PendingActionsOutlined />,
  audit: <ManageSearchOutlined />,
};

/** The signed-in frame: top bar, the admin sub-bar (desktop) or drawer (mobile), and the page. */
export function AppShell() {
  return (
    <SignedInSession>
      <Shell />
    </SignedInSession>
  );
}

function Shell() {
  const { t } = useTranslation();
  const ability = useAbility();
  const user = useSessionUser();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const adminLinks = allowedLinks(ability, ADMIN_LINKS);
  const mainLinks: NavLink[] = [
    ...(landsOnHome(user.role)
      ? [{ to: '/home', label: 'home', action: 'read', subject: 'formulario' } as NavLink]
      : []),
    { to: '/listar', label: 'forms', action: 'read', subject: 'formulario' },
  ];
  const homePath = landsOnHome(user.role) ? '/home' : '/listar';

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <AppBar position="sticky" elevation={0} color="primary">
        <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openMenu')}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuOutlined />
          </IconButton>
          <Box
            component={RouterLink}
            to={homePath}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'inherit',
              textDecoration: 'none',
            }}
          >
            <BrandMark inverted size={34} />
            {/* Under 400 px the name is read, not shown: the bar fits 320 px (WCAG 1.4.10). */}
            <Typography
              variant="h6"
              component="span"
              sx={{ fontWeight: 800, letterSpacing: 0.2, '@media (max-width: 399.95px)': visuallyHidden }}
            >
              {t('app.name')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ ml: 3, display: { xs: 'none', md: 'flex' } }}>
            {mainLinks.map((link) => (
              <Button
                key={link.to}
                component={RouterNavLink}
                to={link.to}
                color="inherit"
                startIcon={ICONS[link.label]}
                sx={{ opacity: 0.85, '&.active': { opacity: 1, bgcolor: 'rgba(255,255,255,0.14)' } }}
              >
                {t(`shell.links.${link.label}`)}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          {/* A long language name is cut on a phone ('Español (ID/RUC)'), not the page widened. */}
          <LanguagePicker tone="dark" sx={{ maxWidth: { xs: '9rem', sm: 'none' } }} />
          <AccountMenu />
        </Toolbar>
        {adminLinks.length > 0 && (
          <Box
            component="nav"
            aria-label={t('shell.adminNav')}
            sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.dark' }}
          >
            <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.5 }}>
              <AdminPanelSettingsOutlined fontSize="small" sx={{ opacity: 0.7, mr: 1 }} aria-hidden />
              <Typography
                variant="caption"
                sx={{ opacity: 0.75, mr: 1.5, textTransform: 'uppercase', letterSpacing: 1 }}
              >
                {t('shell.adminNav')}
              </Typography>
              {adminLinks.map((link) => (
                <Button
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  size="small"
                  color="inherit"
                  startIcon={ICONS[link.label]}
                  sx={{ opacity: 0.85, '&.active': { opacity: 1, bgcolor: 'rgba(255,255,255,0.16)' } }}
                >
                  {t(`shell.links.${link.label}`)}
                </Button>
              ))}
            </Container>
          </Box>
        )}
      </AppBar>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // The drawer is a dialog on a phone: it says what it is.
        slotProps={{ paper: { sx: { width: 290 }, 'aria-label': t('shell.menu') } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2, py: 1.5 }}>
          <BrandMark size={30} />
          <Typography sx={{ fontWeight: 800, flexGrow: 1 }}>{t('app.name')}</Typography>
          <IconButton aria-label={t('shell.closeMenu')} onClick={() => setDrawerOpen(false)}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" onClick={() => setDrawerOpen(false)}>
          {mainLinks.map((link) => (
            <DrawerLink
              key={link.to}
              link={link}
              icon={ICONS[link.label]}
              active={location.pathname.startsWith(link.to)}
            />
          ))}
        </List>
        {adminLinks.length > 0 && (
          <List
            component="nav"
            aria-label={t('shell.adminNav')}
            // Not a list item: this list is a navigation landmark, not a <ul> (axe listitem).
            subheader={<ListSubheader component="div">{t('shell.adminNav')}</ListSubheader>}
            onClick={() => setDrawerOpen(false)}
          >
            {adminLinks.map((link) => (
              <DrawerLink
                key={link.to}
                link={link}
                icon={ICONS[link.label]}
                active={location.pathname.startsWith(link.to)}
              />
            ))}
          </List>
        )}
      </Drawer>

      <Container id="main" component="main" maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

function DrawerLink({ link, icon, active }: { link: NavLink; icon: ReactNode; active: boolean }) {
  const { t } = useTranslation();
  return (
    <ListItemButton component={RouterLink} to={link.to} selected={active}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={t(`shell.links.${link.label}`)} />
    </ListItemButton>
  );
}

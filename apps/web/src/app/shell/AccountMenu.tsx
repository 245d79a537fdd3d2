import { initialsOf } from '@cabildo/domain/auth';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import {
  Avatar,
  Box,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/auth.ts';
import { useSessionUser } from '../../session/session.tsx';
import { menuContainer } from '../../components/menuContainer.ts';
import { AboutDialog } from './AboutDialog.tsx';

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initials = initialsOf(user);

  const signOut = () => {
    setAnchor(null);
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  };

  return (
    <>
      <IconButton
        ref={button}
        // The name starts with the initials the avatar shows (WCAG 2.5.3, label in name).
        aria-label={t('shell.accountMenu', { initials })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15, fontWeight: 700 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        container={menuContainer(anchor)}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.username ?? user.email}</Typography>
          {fullName && (
            <Typography variant="body2" color="text.secondary">
              {fullName}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
          <Chip size="small" sx={{ mt: 1 }} label={t(`shell.accountType.${user.accountType}`)} />
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAboutOpen(true);
          }}
        >
          <ListItemIcon>
            <InfoOutlined fontSize="small" />
          </ListItemIcon>
          {t('shell.about.menuItem')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('shell.signOut')}
        </MenuItem>
      </Menu>
      {aboutOpen && (
        <AboutDialog
          onClose={() => {
            setAboutOpen(false);
            // Back to the account button (the menu item that opened the dialog is gone).
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

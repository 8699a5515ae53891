import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import PersonIcon from '@mui/icons-material/Person';
import { localPath } from '@shop/local-path';
import { useAuth } from '../../state/Auth';
import { errorMessage } from '@shop/api-client';
import { useTranslation } from '../../i18n/translation';

/**
 * The login page's address from `location`: it returns the shopper there (`next`, a local path). The account
 * pages themselves (login, sign-up, reset) are not returned to: they lead on by their own links.
 */
export function loginPathFrom(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname.startsWith('/account')) return '/account/login';
  return `/account/login?next=${encodeURIComponent(localPath(location.pathname + location.search + location.hash))}`;
}

export function UserMenu() {
  const { t } = useTranslation();
  const { isLoggedIn, user, signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  if (!isLoggedIn) {
    return (
      // A plain title, not MUI's Tooltip: that one brings Popper into every page's first load.
      <IconButton component={RouterLink} to={loginPathFrom(location)} aria-label={t('nav.logIn')} title={t('nav.logIn')} color="inherit">
        <LoginIcon />
      </IconButton>
    );
  }

  const logout = async () => {
    setAnchor(null);
    try {
      await signOut();
      navigate('/account/login');
    } catch (err) {
      window.alert(errorMessage(err, t('nav.logoutFailed')));
    }
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        sx={{ minWidth: 0, px: 1, gap: 1 }}
      >
        <Avatar src={user?.profile_image || undefined} slotProps={{ img: { width: 30, height: 30 } }} sx={{ width: 30, height: 30, bgcolor: 'secondary.main' }}>
          <PersonIcon fontSize="small" />
        </Avatar>
        <Typography
          variant="body2"
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user?.username ?? t('nav.account')}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to="/account/profile" onClick={() => setAnchor(null)}>
          {t('nav.profile')}
        </MenuItem>
        <MenuItem onClick={logout}>{t('nav.logout')}</MenuItem>
      </Menu>
    </>
  );
}

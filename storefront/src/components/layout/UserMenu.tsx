import { useLocation, useNavigate } from 'react-router-dom';
import { localPath } from '@shop/local-path';
import { errorMessage } from '@shop/api-client';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { LoginIcon, PersonIcon } from '../../ui/icons';
import { Menu, MenuAction, MenuButton, MenuLink, MenuList } from '../../ui/Menu';
import { useAuth } from '../../state/Auth';
import { useTranslation } from '../../i18n/translation';
import styles from './UserMenu.module.css';

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
  const navigate = useNavigate();
  const location = useLocation();

  if (!isLoggedIn) {
    return (
      <IconButton to={loginPathFrom(location)} label={t('nav.logIn')} title={t('nav.logIn')} color="inherit">
        <LoginIcon />
      </IconButton>
    );
  }

  const logout = async () => {
    try {
      await signOut();
      navigate('/account/login');
    } catch (err) {
      window.alert(errorMessage(err, t('nav.logoutFailed')));
    }
  };

  return (
    <Menu>
      <MenuButton aria-label={t('nav.accountMenu')} className={styles.button}>
        <Avatar src={user?.profile_image || undefined} size={30}>
          <PersonIcon fontSize="small" />
        </Avatar>
        <span className={styles.name}>{user?.username ?? t('nav.account')}</span>
      </MenuButton>
      <MenuList align="end">
        <MenuLink to="/account/profile">{t('nav.profile')}</MenuLink>
        <MenuAction onSelect={logout}>{t('nav.logout')}</MenuAction>
      </MenuList>
    </Menu>
  );
}

import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { Divider } from '../../ui/Divider';
import { errorMessage } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { OrderHistory } from '../../components/OrderHistory';
import { PageLoading } from '../../components/PageLoading';
import { fullName, initials } from '../../lib/user';
import { useAuth } from '../../state/Auth';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';
import styles from './ProfilePage.module.css';

function Row({ label, value }: { label: string; value?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <p className={styles.label}>{label}</p>
      <p className={value ? styles.value : `${styles.value} text-muted`}>{value || t('account.notProvided')}</p>
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.myProfile'));
  const { isLoggedIn, signOut, dropSession, setUser } = useAuth();
  const navigate = useNavigate();
  // Set while Log Out runs, so the redirect below goes to plain login (no `next` back to this page).
  const [loggingOut, setLoggingOut] = useState(false);
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => authApi.profile(signal),
    enabled: isLoggedIn,
    retry: false,
  });

  // A failed profile load means the session is no good: forget it and go to login.
  useEffect(() => {
    if (profile.isError) {
      dropSession();
      navigate('/account/login', { replace: true });
    }
  }, [profile.isError, dropSession, navigate]);
  useEffect(() => {
    if (profile.data) setUser(profile.data);
  }, [profile.data, setUser]);

  if (!isLoggedIn) return <Navigate to={loggingOut ? '/account/login' : '/account/login?next=%2Faccount%2Fprofile'} replace />;
  if (profile.isPending || !profile.data) return <PageLoading label={t('account.loadingProfile')} />;
  const user = profile.data;

  const logout = async () => {
    setLoggingOut(true);
    try {
      await signOut({ keepUser: true });
    } catch (err) {
      setLoggingOut(false);
      window.alert(errorMessage(err, t('nav.logoutFailed')));
    }
  };

  return (
    <Container maxWidth="sm" className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.person}>
          <Avatar src={user.profile_image || undefined} alt={fullName(user)} size={96} className={styles.avatar}>
            {initials(user) || user.username.charAt(0).toUpperCase()}
          </Avatar>
          <h1 className="h5">{fullName(user)}</h1>
          <Button to="/account/update" variant="outlined" size="small">
            {t('account.editProfile')}
          </Button>
        </div>
        <Divider className={styles.divider} />
        <Row label={t('common.username')} value={user.username} />
        <Row label={t('common.email')} value={user.email} />
        <Row label={t('account.phone')} value={user.phone} />
        <Row label={t('account.address')} value={user.address} />
        <OrderHistory />
        <Divider className={styles.divider} />
        <Button variant="contained" color="error" fullWidth onClick={logout}>
          {t('account.logOut')}
        </Button>
      </Card>
    </Container>
  );
}

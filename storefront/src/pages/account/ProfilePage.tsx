import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { OrderHistory } from '../../components/OrderHistory';
import { PageLoading } from '../../components/PageLoading';
import { fullName, initials } from '../../lib/user';
import { useAuth } from '../../state/Auth';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';

function Row({ label, value }: { label: string; value?: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ py: 1.2 }}>
      <Typography sx={{ width: 140, fontWeight: 600 }}>{label}</Typography>
      <Typography color={value ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-word' }}>
        {value || t('account.notProvided')}
      </Typography>
    </Stack>
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
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Card sx={{ p: { xs: 3, md: 4 } }}>
        <Stack sx={{ alignItems: 'center', textAlign: 'center' }} spacing={1}>
          <Avatar src={user.profile_image || undefined} alt={fullName(user)} slotProps={{ img: { width: 96, height: 96 } }} sx={{ width: 96, height: 96, fontSize: 34, bgcolor: 'secondary.main' }}>
            {initials(user) || user.username.charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="h5" component="h1">
            {fullName(user)}
          </Typography>
          <Button component={RouterLink} to="/account/update" variant="outlined" size="small">
            {t('account.editProfile')}
          </Button>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Row label={t('common.username')} value={user.username} />
        <Row label={t('common.email')} value={user.email} />
        <Row label={t('account.phone')} value={user.phone} />
        <Row label={t('account.address')} value={user.address} />
        <OrderHistory />
        <Divider sx={{ my: 3 }} />
        <Button variant="contained" color="error" fullWidth onClick={logout}>
          {t('account.logOut')}
        </Button>
      </Card>
    </Container>
  );
}

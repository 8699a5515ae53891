import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { errorMessage } from '@shop/api-client';
import { localPath } from '@shop/local-path';
import { authApi } from '../../api/endpoints';
import { AuthCard, AuthLinks } from '../../components/AuthCard';
import { useAuth } from '../../state/Auth';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';
import { openInLanguage } from '../../i18n/choice';
import { useLanguage } from '../../i18n/format';

export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('account.logInTitle'));
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const registered = (location.state as { registered?: boolean } | null)?.registered;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(t('account.needLogin'));
      return;
    }
    setBusy(true);
    try {
      const res = await authApi.login(username.trim(), password);
      signIn(res.token, res.user);
      const next = localPath(params.get('next'));
      // The account's language wins: the next page opens in it (a page load, as any change of language).
      if (res.user.language !== language) openInLanguage(next, res.user.language);
      else navigate(next, { replace: true });
    } catch (err) {
      setError(errorMessage(err, t('account.invalidLogin')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.welcomeBack')} subtitle={t('account.logInSubtitle')} onSubmit={submit}>
      {registered && <Alert severity="success">{t('account.created')}</Alert>}
      <TextField label={t('account.usernameOrEmail')} required value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoFocus />
      <TextField label={t('common.password')} type="password" required value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('account.loggingIn') : t('account.logInTitle')}
      </Button>
      <AuthLinks>
        <TextLink underline="always" to={`/account/register${params.get('next') ? `?next=${encodeURIComponent(params.get('next') as string)}` : ''}`}>
          {t('account.createAccount')}
        </TextLink>
        <TextLink underline="always" to="/account/reset">
          {t('account.forgot')}
        </TextLink>
      </AuthLinks>
    </AuthCard>
  );
}

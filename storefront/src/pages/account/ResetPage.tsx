import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { formErrors } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard, AuthLinks, AuthNotice } from '../../components/AuthCard';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';

/** Asks for a reset link (e-mail) and code (SMS); the server answers the same message whether or not an account matches. */
export default function ResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.resetTitle'));
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const helper = fieldErrors.login?.join(' ');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!login.trim()) {
      setFieldErrors({ login: [t('account.needLoginField')] });
      return;
    }
    setBusy(true);
    try {
      const { detail } = await authApi.requestPasswordReset(login.trim());
      setSent(detail);
    } catch (err) {
      const shown = formErrors(err, t('account.somethingWrong'), ['login']);
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <AuthNotice title={t('account.checkEmail')} severity="success" message={sent} next={{ label: t('account.haveSmsCode'), to: '/account/reset-password' }} />;

  return (
    <AuthCard title={t('account.resetHeading')} subtitle={t('account.resetSubtitle')} onSubmit={submit}>
      <TextField
        label={t('account.emailOrPhone')}
        required
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        autoComplete="username"
        autoFocus
        error={!!helper}
        helperText={helper}
      />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('account.sending') : t('account.sendResetLink')}
      </Button>
      <AuthLinks>
        <TextLink underline="always" to="/account/login">
          {t('account.backToLogin')}
        </TextLink>
        <TextLink underline="always" to="/account/reset-password">
          {t('account.haveCode')}
        </TextLink>
      </AuthLinks>
    </AuthCard>
  );
}

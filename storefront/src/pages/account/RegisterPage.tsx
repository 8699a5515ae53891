import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { formErrors, type RegisterPayload } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard, AuthLinks, FieldPair } from '../../components/AuthCard';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';

// The account's language comes from the request's Accept-Language.
const EMPTY: Required<Omit<RegisterPayload, 'language'>> = { username: '', email: '', first_name: '', last_name: '', password: '' };

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.createTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!form.username.trim() || !form.email.trim() || !form.password) {
      setError(t('account.registerRequired'));
      return;
    }
    setBusy(true);
    try {
      // The account takes the page's language from the request's Accept-Language (api/client.ts).
      await authApi.register({ ...form, username: form.username.trim(), email: form.email.trim() });
      const next = params.get('next');
      navigate(`/account/login${next ? `?next=${encodeURIComponent(next)}` : ''}`, { state: { registered: true } });
    } catch (err) {
      // Each message once: under its field, or in the alert when no field shows it.
      const shown = formErrors(err, t('account.somethingWrong'), Object.keys(EMPTY));
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };
  const helper = (key: string) => fieldErrors[key]?.join(' ');

  return (
    <AuthCard title={t('account.createHeading')} subtitle={t('account.createSubtitle')} onSubmit={submit}>
      <TextField label={t('common.username')} required value={form.username} onChange={set('username')} autoComplete="username" error={!!helper('username')} helperText={helper('username')} />
      <TextField label={t('common.email')} type="email" required value={form.email} onChange={set('email')} autoComplete="email" error={!!helper('email')} helperText={helper('email')} />
      <FieldPair>
        <TextField label={t('account.firstName')} value={form.first_name} onChange={set('first_name')} autoComplete="given-name" error={!!helper('first_name')} helperText={helper('first_name')} />
        <TextField label={t('account.lastName')} value={form.last_name} onChange={set('last_name')} autoComplete="family-name" error={!!helper('last_name')} helperText={helper('last_name')} />
      </FieldPair>
      <TextField label={t('common.password')} type="password" required value={form.password} onChange={set('password')} autoComplete="new-password" error={!!helper('password')} helperText={helper('password')} />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('account.creating') : t('account.register')}
      </Button>
      <PrivacyNotice />
      <AuthLinks>
        <TextLink underline="always" to="/account/login">
          {t('account.haveAccount')}
        </TextLink>
        <TextLink underline="always" to="/account/reset">
          {t('account.forgot')}
        </TextLink>
      </AuthLinks>
    </AuthCard>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { errorMessage, type ProfileUpdate } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { useAuth } from '../../state/Auth';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslation } from '../../i18n/translation';

/** The fields this form edits, as the API's profile update names them. */
type LegacyFields = Required<Pick<ProfileUpdate, 'username' | 'email' | 'first_name' | 'last_name'>>;

/** /account/logout mounts the older JSON profile form (SPEC.md section 2); it does not log out. */
export default function LegacyProfileFormPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.updateProfile'));
  const { isLoggedIn, setUser } = useAuth();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => authApi.profile(signal), enabled: isLoggedIn, retry: false });
  const [form, setForm] = useState<LegacyFields>({ username: '', email: '', first_name: '', last_name: '' });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const u = profile.data;
    if (u) setForm({ username: u.username, email: u.email, first_name: u.first_name, last_name: u.last_name });
  }, [profile.data]);

  if (!isLoggedIn) return <Navigate to="/account/login" replace />;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (!form.username.trim() || !form.email.trim()) {
      setResult({ ok: false, text: t('account.usernameEmailRequired') });
      return;
    }
    setBusy(true);
    try {
      setUser(await authApi.updateProfileJson(form));
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      setResult({ ok: true, text: t('account.profileUpdated') });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err, t('account.profileUpdateFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.updateProfile')} onSubmit={submit}>
      <TextField label={t('common.username')} required value={form.username} onChange={set('username')} />
      <TextField label={t('common.email')} type="email" required value={form.email} onChange={set('email')} />
      <TextField label={t('account.firstName')} value={form.first_name} onChange={set('first_name')} />
      <TextField label={t('account.lastName')} value={form.last_name} onChange={set('last_name')} />
      {result && <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>{result.text}</Alert>}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('account.updateProfile')}
      </Button>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formErrors, type RegisterPayload } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { usePageTitle } from '../../lib/usePageTitle';

// The account's language comes from the request's Accept-Language.
const EMPTY: Required<Omit<RegisterPayload, 'language'>> = { username: '', email: '', first_name: '', last_name: '', password: '' };

export default function RegisterPage() {
  usePageTitle('Create Account');
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
      setError('Username, email and password are required.');
      return;
    }
    setBusy(true);
    try {
      await authApi.register({ ...form, username: form.username.trim(), email: form.email.trim() });
      const next = params.get('next');
      navigate(`/account/login${next ? `?next=${encodeURIComponent(next)}` : ''}`, { state: { registered: true } });
    } catch (err) {
      // Each message once: under its field, or in the alert when no field shows it.
      const shown = formErrors(err, 'Something went wrong', Object.keys(EMPTY));
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };
  const helper = (key: string) => fieldErrors[key]?.join(' ');

  return (
    <AuthCard title="Create your account" subtitle="Shop faster and track your orders" onSubmit={submit}>
      <TextField label="Username" required value={form.username} onChange={set('username')} autoComplete="username" error={!!helper('username')} helperText={helper('username')} />
      <TextField label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" error={!!helper('email')} helperText={helper('email')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First Name" value={form.first_name} onChange={set('first_name')} autoComplete="given-name" fullWidth error={!!helper('first_name')} helperText={helper('first_name')} />
        <TextField label="Last Name" value={form.last_name} onChange={set('last_name')} autoComplete="family-name" fullWidth error={!!helper('last_name')} helperText={helper('last_name')} />
      </Stack>
      <TextField label="Password" type="password" required value={form.password} onChange={set('password')} autoComplete="new-password" error={!!helper('password')} helperText={helper('password')} />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Creating account...' : 'Register'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/account/login">
          Already have an account? Log in
        </Link>
        <Link component={RouterLink} to="/account/reset">
          Forgot password?
        </Link>
      </Stack>
    </AuthCard>
  );
}

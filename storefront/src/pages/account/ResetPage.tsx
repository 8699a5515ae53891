import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formErrors } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { usePageTitle } from '../../lib/usePageTitle';

/** Asks for a reset link (e-mail) and code (SMS); the server answers the same message whether or not an account matches. */
export default function ResetPage() {
  usePageTitle('Reset Password');
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
      setFieldErrors({ login: ['Enter the e-mail address or phone number of your account.'] });
      return;
    }
    setBusy(true);
    try {
      const { detail } = await authApi.requestPasswordReset(login.trim());
      setSent(detail);
    } catch (err) {
      const shown = formErrors(err, 'Something went wrong', ['login']);
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your e-mail">
        <Stack spacing={2}>
          <Alert severity="success">{sent}</Alert>
          <Button variant="contained" component={RouterLink} to="/account/reset-password">
            I have a code from an SMS
          </Button>
          <Link component={RouterLink} to="/account/login" sx={{ textAlign: 'center' }}>
            Back to Login
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="We will send a reset link to your e-mail, and a code to your phone if your account has one." onSubmit={submit}>
      <TextField
        label="Email or phone"
        required
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        autoComplete="username"
        autoFocus
        error={!!helper}
        helperText={helper}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/account/login">
          Back to Login
        </Link>
        <Link component={RouterLink} to="/account/reset-password">
          I have a code
        </Link>
      </Stack>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { safeNext } from '../../lib/safeNext';
import { useAuth } from '../../state/Auth';
import { usePageTitle } from '../../lib/usePageTitle';

export default function LoginPage() {
  usePageTitle('Log In');
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
      setError('Please enter your username and password.');
      return;
    }
    setBusy(true);
    try {
      const res = await authApi.login(username.trim(), password);
      signIn(res.token, res.user);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (err) {
      setError(errorMessage(err, 'Invalid login credentials'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Log in to your account" onSubmit={submit}>
      {registered && <Alert severity="success">Account created. You can log in now.</Alert>}
      <TextField label="Username" required value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoFocus />
      <TextField label="Password" type="password" required value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Logging in...' : 'Log In'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={`/account/register${params.get('next') ? `?next=${encodeURIComponent(params.get('next') as string)}` : ''}`}>
          Create an account
        </Link>
        <Link component={RouterLink} to="/account/reset">
          Forgot password?
        </Link>
      </Stack>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, formErrors } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../state/Auth';
import { useToast } from '../../state/Toasts';

const EMPTY = { login: '', code: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/** The fields the page checks before asking the server; each message shows under its field. */
function missingFields(values: typeof EMPTY, withToken: boolean): Partial<Record<Field, string[]>> {
  const errors: Partial<Record<Field, string[]>> = {};
  if (!withToken && !values.login.trim()) errors.login = ['Enter the e-mail address or phone number of your account.'];
  if (!withToken && !/^\d{6}$/.test(values.code.trim())) errors.code = ['Enter the 6-digit code from the SMS.'];
  if (!values.password) errors.password = ['Choose a new password.'];
  else if (values.password !== values.confirm) errors.confirm = ['The two passwords do not match.'];
  return errors;
}

/**
 * A new password: from the e-mailed link (`?token=…`) it asks only for the password, twice; without a token,
 * for the account's e-mail or phone and the code sent by SMS too. Success logs the shopper in.
 */
export default function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const notify = useToast();
  const { signIn } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const helper = (key: Field) => fieldErrors[key]?.join(' ');
  const field = (key: Field) => ({ value: values[key], onChange: set(key), error: !!helper(key), helperText: helper(key) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLinkDead(false);
    const missing = missingFields(values, !!token);
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const session = await authApi.confirmPasswordReset(
        token ? { token, password: values.password } : { login: values.login.trim(), code: values.code.trim(), password: values.password },
      );
      signIn(session.token, session.user);
      notify('Your password has been changed.');
      navigate('/account/profile', { replace: true });
    } catch (err) {
      const shown = formErrors(err, 'Password reset failed', ['login', 'code', 'password']);
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
      setLinkDead(err instanceof ApiError && !!err.fieldErrors.token);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={token ? undefined : 'Enter your e-mail or phone and the 6-digit code we sent you by SMS.'}
      onSubmit={submit}
    >
      {!token && (
        <>
          <TextField label="Email or phone" required autoComplete="username" {...field('login')} />
          <TextField label="SMS code" required autoComplete="one-time-code" inputProps={{ inputMode: 'numeric', maxLength: 6 }} {...field('code')} />
        </>
      )}
      <TextField label="New Password" type="password" required autoComplete="new-password" autoFocus={!!token} {...field('password')} />
      <TextField label="Repeat New Password" type="password" required autoComplete="new-password" {...field('confirm')} />
      {error && (
        <Alert severity="error">
          {error}
          {linkDead && (
            <>
              {' '}
              <Link component={RouterLink} to="/account/reset">
                Ask for a new link
              </Link>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Saving...' : 'Set New Password'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/account/login">
          Back to Login
        </Link>
        <Link component={RouterLink} to="/account/reset">
          Send a new link
        </Link>
      </Stack>
    </AuthCard>
  );
}

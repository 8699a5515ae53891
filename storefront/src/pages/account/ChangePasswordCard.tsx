import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formErrors, type ChangePasswordPayload } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { useAuth } from '../../state/Auth';
import { useToast } from '../../state/Toasts';

const EMPTY: ChangePasswordPayload = { current_password: '', password: '' };

/** A new password for the signed-in shopper; the server's reason for refusing one shows under its field. */
export function ChangePasswordCard() {
  const notify = useToast();
  const { renewToken } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const helper = (key: keyof typeof EMPTY) => fieldErrors[key]?.join(' ');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!values.current_password || !values.password) {
      setError('Current and new password are required.');
      return;
    }
    setBusy(true);
    try {
      // The change ends every session opened before it; this one goes on with the token it is answered.
      const { token } = await authApi.changePassword(values);
      renewToken(token);
      setValues(EMPTY);
      notify('Password changed successfully!');
    } catch (err) {
      const shown = formErrors(err, 'Password change failed', Object.keys(EMPTY));
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Change Password" heading="h2" onSubmit={submit}>
      <TextField
        label="Current Password"
        type="password"
        required
        value={values.current_password}
        onChange={set('current_password')}
        autoComplete="current-password"
        error={!!helper('current_password')}
        helperText={helper('current_password')}
      />
      <TextField
        label="New Password"
        type="password"
        required
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        error={!!helper('password')}
        helperText={helper('password')}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" size="large" disabled={busy}>
        {busy ? 'Changing...' : 'Change Password'}
      </Button>
    </AuthCard>
  );
}

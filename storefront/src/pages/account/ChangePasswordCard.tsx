import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { formErrors, type ChangePasswordPayload } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard } from '../../components/AuthCard';
import { useAuth } from '../../state/Auth';
import { useToast } from '../../state/Toasts';
import { useTranslation } from '../../i18n/translation';

const EMPTY: ChangePasswordPayload = { current_password: '', password: '' };

/** A new password for the signed-in shopper; the server's reason for refusing one shows under its field. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
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
      setError(t('account.passwordsRequired'));
      return;
    }
    setBusy(true);
    try {
      // The change ends every session opened before it; this one goes on with the token it is answered.
      const { token } = await authApi.changePassword(values);
      renewToken(token);
      setValues(EMPTY);
      notify(t('account.passwordChanged'));
    } catch (err) {
      const shown = formErrors(err, t('account.passwordChangeFailed'), Object.keys(EMPTY));
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.changePassword')} heading="h2" onSubmit={submit}>
      <TextField
        label={t('account.currentPassword')}
        type="password"
        required
        value={values.current_password}
        onChange={set('current_password')}
        autoComplete="current-password"
        error={!!helper('current_password')}
        helperText={helper('current_password')}
      />
      <TextField
        label={t('account.newPassword')}
        type="password"
        required
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        error={!!helper('password')}
        helperText={helper('password')}
      />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="outlined" size="large" disabled={busy}>
        {busy ? t('account.changing') : t('account.changePassword')}
      </Button>
    </AuthCard>
  );
}

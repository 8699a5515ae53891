import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { ApiError, formErrors } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard, AuthLinks, AuthNotice } from '../../components/AuthCard';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../state/Auth';
import { useToast } from '../../state/Toasts';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/translation';

const EMPTY = { login: '', code: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/** The fields the page checks before asking the server; each message shows under its field. */
function missingFields(t: TFunction, values: typeof EMPTY, withToken: boolean): Partial<Record<Field, string[]>> {
  const errors: Partial<Record<Field, string[]>> = {};
  if (!withToken && !values.login.trim()) errors.login = [t('account.needLoginField')];
  if (!withToken && !/^\d{6}$/.test(values.code.trim())) errors.code = [t('account.needCode')];
  if (!values.password) errors.password = [t('account.choosePassword')];
  else if (values.password !== values.confirm) errors.confirm = [t('account.mismatch')];
  return errors;
}

/**
 * A new password: from the e-mailed link (`?token=…`) it first checks the link (without spending it), then
 * asks only for the password, twice, naming the username to log in with; a used or expired link is said at
 * once. Without a token, it asks for the account's login and the code sent by SMS too. Success logs the
 * shopper in and tells them their username.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.newPasswordTitle'));
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
  // Checked once per link: a link checked good stays so while the page is open (the confirm checks again).
  const link = useQuery({ queryKey: ['reset-link', token], queryFn: () => authApi.checkResetLink(token as string), enabled: !!token, retry: false, staleTime: Infinity });
  const set = (key: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const helper = (key: Field) => fieldErrors[key]?.join(' ');
  const field = (key: Field) => ({ value: values[key], onChange: set(key), error: !!helper(key), helperText: helper(key) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLinkDead(false);
    const missing = missingFields(t, values, !!token);
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const session = await authApi.confirmPasswordReset(
        token ? { token, password: values.password } : { login: values.login.trim(), code: values.code.trim(), password: values.password },
      );
      signIn(session.token, session.user);
      notify(t('account.passwordReset', { username: session.user.username }));
      navigate('/account/profile', { replace: true });
    } catch (err) {
      const shown = formErrors(err, t('account.resetFailed'), ['login', 'code', 'password']);
      setFieldErrors(shown.fieldErrors);
      setError(shown.alert);
      setLinkDead(err instanceof ApiError && !!err.fieldErrors.token);
    } finally {
      setBusy(false);
    }
  };

  if (token && link.isPending) return <PageLoading label={t('account.checkingLink')} />;
  // Only the server's word that the link is dead stops the form; a lost answer leaves it to the confirm.
  const deadLink = link.error instanceof ApiError ? link.error.fieldErrors.token : undefined;
  // A used, expired or unknown link is said at once, with the way to ask again.
  if (deadLink) return <AuthNotice title={t('account.linkDeadHeading')} severity="error" message={deadLink.join(' ')} next={{ label: t('account.newLink'), to: '/account/reset' }} />;

  return (
    <AuthCard
      title={t('account.newPasswordHeading')}
      subtitle={token ? (link.data && t('account.newPasswordFor', { username: link.data.username })) : t('account.codeSubtitle')}
      onSubmit={submit}
    >
      {!token && (
        <>
          <TextField label={t('account.emailOrPhone')} required autoComplete="username" {...field('login')} />
          <TextField label={t('account.smsCode')} required autoComplete="one-time-code" inputProps={{ inputMode: 'numeric', maxLength: 6 }} {...field('code')} />
        </>
      )}
      <TextField label={t('account.newPassword')} type="password" required autoComplete="new-password" autoFocus={!!token} {...field('password')} />
      <TextField label={t('account.repeatPassword')} type="password" required autoComplete="new-password" {...field('confirm')} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
          {linkDead && (
            <>
              {' '}
              <TextLink underline="always" to="/account/reset">
                {t('account.newLink')}
              </TextLink>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('common.saving') : t('account.setPassword')}
      </Button>
      <AuthLinks>
        <TextLink underline="always" to="/account/login">
          {t('account.backToLogin')}
        </TextLink>
        <TextLink underline="always" to="/account/reset">
          {t('account.sendNewLink')}
        </TextLink>
      </AuthLinks>
    </AuthCard>
  );
}

import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@shop/api-client';
import { messagesApi } from '../api/endpoints';
import { AuthCard } from '../components/AuthCard';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

/**
 * The leave link of a newsletter e-mail (`?token=…`): the shopper confirms with one tap, no login. A tap,
 * not the page load, so mail scanners that open links do not unsubscribe anybody.
 */
export default function NewsletterLeavePage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.leaveTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [left, setLeft] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    if (!token) return;
    setError(null);
    setBusy(true);
    try {
      await messagesApi.unsubscribe(token);
      setLeft(true);
    } catch (err) {
      setError(errorMessage(err, t('common.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={left ? t('newsletter.left') : t('newsletter.leave')}>
      <Stack spacing={2}>
        {left ? (
          <Alert severity="success">{t('newsletter.leftText')}</Alert>
        ) : token ? (
          <Typography color="text.secondary">{t('newsletter.leaveText')}</Typography>
        ) : (
          <Alert severity="warning">{t('newsletter.incomplete')}</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {token && !left && (
          <Button variant="contained" size="large" onClick={leave} disabled={busy}>
            {busy ? t('newsletter.unsubscribing') : t('newsletter.leaveTitle')}
          </Button>
        )}
        <Button component={RouterLink} to="/shop">
          {t('common.continueShopping')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

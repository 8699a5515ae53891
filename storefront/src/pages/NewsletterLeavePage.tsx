import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
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
      <div className="stack">
        {left ? (
          <Alert severity="success">{t('newsletter.leftText')}</Alert>
        ) : token ? (
          <p className="text-muted">{t('newsletter.leaveText')}</p>
        ) : (
          <Alert severity="warning">{t('newsletter.incomplete')}</Alert>
        )}
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        {token && !left && (
          <Button variant="contained" size="large" onClick={leave} disabled={busy}>
            {busy ? t('newsletter.unsubscribing') : t('newsletter.leaveTitle')}
          </Button>
        )}
        <Button to="/shop">
          {t('common.continueShopping')}
        </Button>
      </div>
    </AuthCard>
  );
}

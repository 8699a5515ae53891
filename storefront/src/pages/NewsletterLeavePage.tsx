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

/**
 * The leave link of a newsletter e-mail (`?token=…`): the shopper confirms with one tap, no login. A tap,
 * not the page load, so mail scanners that open links do not unsubscribe anybody.
 */
export default function NewsletterLeavePage() {
  usePageTitle('Unsubscribe');
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
      setError(errorMessage(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={left ? 'You have left the newsletter' : 'Leave the newsletter?'}>
      <Stack spacing={2}>
        {left ? (
          <Alert severity="success">We will send you no more newsletters. Messages about your orders and account still reach you.</Alert>
        ) : token ? (
          <Typography color="text.secondary">You will get no more newsletters from us. Messages about your orders and account still reach you.</Typography>
        ) : (
          <Alert severity="warning">This unsubscribe link is incomplete. Use the link in your latest newsletter e-mail.</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {token && !left && (
          <Button variant="contained" size="large" onClick={leave} disabled={busy}>
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        )}
        <Button component={RouterLink} to="/shop">
          Continue Shopping
        </Button>
      </Stack>
    </AuthCard>
  );
}

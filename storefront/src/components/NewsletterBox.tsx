import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '@shop/api-client';
import { messagesApi } from '../api/endpoints';
import { isEmail } from '../lib/contactForm';
import { useTranslation } from '../i18n/translation';

type Result = { severity: 'success' | 'info' | 'error'; text: string };

export function NewsletterBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const value = email.trim();
    if (!isEmail(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const answer = await messagesApi.subscribe(value);
      setResult({ severity: 'success', text: answer.detail });
      setEmail('');
    } catch (err) {
      // 409: already subscribed, which is good news rather than a failure.
      const duplicate = err instanceof ApiError && err.status === 409;
      setResult({ severity: duplicate ? 'info' : 'error', text: errorMessage(err, t('newsletter.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="newsletter-title" sx={{ bgcolor: '#f1e7dc', borderRadius: 3, p: { xs: 3, md: 5 }, textAlign: 'center', my: { xs: 4, md: 6 } }}>
      <Typography id="newsletter-title" variant="h5" component="h2">
        {t('newsletter.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('newsletter.text')}
      </Typography>
      <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ maxWidth: 480, mx: 'auto', alignItems: 'flex-start' }}>
        <TextField
          type="email"
          size="small"
          fullWidth
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
          helperText={invalid ? t('newsletter.invalidEmail') : undefined}
          slotProps={{ htmlInput: { 'aria-label': t('newsletter.emailLabel') } }}
          sx={{ bgcolor: '#fff' }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {t('newsletter.subscribe')}
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.severity} sx={{ maxWidth: 480, mx: 'auto', mt: 2, textAlign: 'left' }}>
          {result.text}
        </Alert>
      )}
    </Box>
  );
}

import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@shop/api-client';
import { messagesApi } from '../api/endpoints';
import { isEmail } from '../lib/contactForm';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './NewsletterBox.module.css';

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
    <section aria-labelledby="newsletter-title" className={styles.box}>
      <h2 id="newsletter-title" className="h5">
        {t('newsletter.title')}
      </h2>
      <p className={`text-muted ${styles.text}`}>{t('newsletter.text')}</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        {/* The placeholder shows what to type; the label is for screen readers. */}
        <TextField
          label={<span className="visually-hidden">{t('newsletter.emailLabel')}</span>}
          type="email"
          size="small"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
          helperText={invalid ? t('newsletter.invalidEmail') : undefined}
        />
        <Button type="submit" variant="contained" disabled={busy} className={styles.subscribe}>
          {t('newsletter.subscribe')}
        </Button>
      </form>
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'} className={styles.result}>
          {result.text}
        </Alert>
      )}
    </section>
  );
}

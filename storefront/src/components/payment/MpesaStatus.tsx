import type { ReactNode } from 'react';
import type { MpesaAttempt } from '@shop/api-client';
import { countdownText, failureText } from '../../lib/mpesa';
import { useTranslation } from '../../i18n/translation';
import { Alert, type Severity } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import styles from './Payment.module.css';

interface MpesaStatusProps {
  /** The order's latest prompt, if it has one. */
  latest: MpesaAttempt | undefined;
  /** What is left of a waiting prompt's life on the phone. */
  secondsLeft: number;
  /** Why the last "Pay" or "Send the prompt again" was refused. */
  sendError: string | null;
  /** The shopper asked for a new prompt after the countdown, and the API answered the one still open. */
  stillOpen: boolean;
}

interface Said {
  tone: Severity;
  /** News read out when the screen reader is idle (waiting, timed out, paid). */
  news?: ReactNode;
  /** A failure, read out at once. */
  failure?: string;
  counting?: boolean;
}

/**
 * Where the prompt stands, in a box whose space is kept from the start (it never pushes the page down) and whose
 * two live regions are there from the start too, so that screen readers hear each change.
 */
export function MpesaStatus({ latest, secondsLeft, sendError, stillOpen }: MpesaStatusProps) {
  const { t } = useTranslation();
  const said = ((): Said => {
    if (sendError) return { tone: 'error', failure: sendError };
    if (!latest) return { tone: 'info', news: t('mpesa.howItWorks') };
    if (latest.status === 'paid') return { tone: 'success', news: <>{t('mpesa.paid')} {latest.receipt && t('mpesa.receipt', { receipt: latest.receipt })}</> };
    if (latest.status === 'failed') {
      const { key, values } = failureText(latest);
      return { tone: 'error', failure: t(key, values) };
    }
    if (secondsLeft > 0) return { tone: 'info', news: t('mpesa.waiting'), counting: true };
    return { tone: 'warning', news: t(stillOpen ? 'mpesa.stillOpen' : 'mpesa.timedOut') };
  })();

  return (
    <Alert severity={said.tone} role="none" icon={said.counting ? <Spinner size={24} /> : undefined} className={styles.status}>
      <p role="status" aria-atomic="true">
        {said.news}
      </p>
      <p role="alert">{said.failure}</p>
      {said.counting && (
        // Not a live region: a screen reader reads the time left when asked, not every second.
        <p role="timer" className={styles.countdown}>
          {t('mpesa.timeLeft', { time: countdownText(secondsLeft) })}
        </p>
      )}
    </Alert>
  );
}

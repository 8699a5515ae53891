import { useRef, useState, type FormEvent } from 'react';
import { ApiError, formErrors, type MpesaAttempt, type Order } from '@shop/api-client';
import { useFormats } from '../../i18n/format';
import { useTranslation } from '../../i18n/translation';
import { localPhone, MPESA_PROMPT, promptClosesAt } from '../../lib/mpesa';
import { useSecondsLeft } from '../../lib/useSecondsLeft';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { MpesaStatus } from './MpesaStatus';
import { PesapalPayment } from './PesapalPayment';
import { useMpesaPrompt } from './useMpesaPrompt';
import styles from './Payment.module.css';

interface MpesaPaymentProps {
  order: Order;
  /** The development stand-in answers the prompts: its phone page is where to answer them. */
  standIn: boolean;
  /** Pesapal is on too: offered after M-Pesa as "Pay another way". */
  anotherWay: boolean;
  /** Reads the order again: once it is paid, or when the API says it can no longer be paid. */
  refreshOrder: () => void;
}

/** Why "Pay" was refused, and where the order's latest prompt stood then: the words stay until that prompt moves on. */
interface Refusal {
  text: string;
  latest: Pick<MpesaAttempt, 'id' | 'status'> | undefined;
}

/** M-Pesa Express: a PIN prompt on the shopper's phone, followed here until it is paid or ends. */
export function MpesaPayment({ order, standIn, anotherWay, refreshOrder }: MpesaPaymentProps) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  const { latest, send, reload } = useMpesaPrompt(order.id, refreshOrder);
  const [phone, setPhone] = useState(() => localPhone(order.client_phone));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  const [stillOpen, setStillOpen] = useState(false);
  const phoneField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const statusBox = useRef<HTMLDivElement>(null);
  const counted = useSecondsLeft(latest?.status === 'pending' ? promptClosesAt(latest) : null);
  // A prompt stamped ahead of this browser's clock counts down from its whole life, not more.
  const secondsLeft = Math.min(MPESA_PROMPT.lifeMs / 1000, counted);
  const waiting = latest?.status === 'pending' && secondsLeft > 0;
  const sendError = refusal && refusal.latest?.id === latest?.id && refusal.latest?.status === latest?.status ? refusal.text : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const open = latest?.status === 'pending' ? latest.id : null;
    setPhoneError(null);
    setRefusal(null);
    setSending(true);
    try {
      const attempt = await send(phone);
      setStillOpen(attempt.id === open);
      // The button is now disabled; the shopper's place is the news it brought.
      statusBox.current?.focus();
    } catch (err) {
      const { alert, fieldErrors } = formErrors(err, t('mpesa.sendFailed'), ['phone']);
      setPhoneError(fieldErrors.phone?.join(' ') ?? null);
      if (fieldErrors.phone) phoneField.current?.focus();
      // Paid another way, expired or cancelled meanwhile: the page shows where the order stands.
      if (err instanceof ApiError && err.status === 409) refreshOrder();
      // A prompt Daraja did not confirm (502) may reach the phone all the same: it waits as an attempt, followed like any.
      const { data } = await reload();
      if (alert) setRefusal({ text: alert, latest: data?.[0] });
    }
    setSending(false);
  };

  const buttonText = sending
    ? t('mpesa.sending')
    : waiting
      ? t('mpesa.waitingForPin')
      : latest && latest.status !== 'paid'
        ? t('mpesa.sendAgain')
        : t('mpesa.pay', { amount: ksh(order.total_price) });

  return (
    <>
      <form className={styles.mpesa} onSubmit={submit} noValidate>
        <TextField
          ref={phoneField}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('mpesa.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phoneError !== null}
          helperText={phoneError ?? t('common.phoneExample')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={sending} disabled={waiting}>
          {buttonText}
        </Button>
        <div ref={statusBox} tabIndex={-1} className={styles.statusBox} data-testid="mpesa-status">
          <MpesaStatus latest={latest} secondsLeft={secondsLeft} sendError={sendError} stillOpen={stillOpen} />
        </div>
        {standIn && (
          <p className="caption text-muted">
            {t('mpesa.standIn')}{' '}
            <TextLink href="/mpesa-sandbox" target="_blank" underline="always">
              {t('mpesa.standInPhone')}
            </TextLink>
          </p>
        )}
      </form>
      {anotherWay && <PesapalPayment order={order} only={false} disabled={waiting} />}
    </>
  );
}

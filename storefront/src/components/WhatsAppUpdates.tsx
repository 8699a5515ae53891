// "Send my order updates on WhatsApp" (issue 33): the customer's opt-in, at checkout and in the account. The box is a
// native checkbox in its label (keyboard and forms as the browser has them); the line under it says what the customer
// will get, and is the box's description for screen readers.
import { useId } from 'react';
import { useTranslation } from '../i18n/translation';
import { Checkbox } from '../ui/Checkbox';
import { cx } from '../ui/classNames';
import { TextLink } from '../ui/TextLink';
import styles from './WhatsAppUpdates.module.css';

interface WhatsAppUpdatesBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the line under the box says: a checkout's names the phone typed (or "your phone"), the account's each order's phone. */
  hint: string;
}

export function WhatsAppUpdatesBox({ checked, onChange, hint }: WhatsAppUpdatesBoxProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div>
      <Checkbox
        name="whatsapp_updates"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        label={t('whatsappUpdates.label')}
        aria-describedby={hintId}
      />
      <p id={hintId} className={cx('body2', 'text-muted', styles.hint)}>
        {hint}
      </p>
    </div>
  );
}

/**
 * At checkout, for a customer who has already asked: their standing choice, which an unticked box would not withdraw
 * (the checkout only ever gives it), so no box, and the way to change it.
 */
export function WhatsAppUpdatesOn() {
  const { t } = useTranslation();
  return (
    <p className="body2" data-testid="whatsapp-updates-on">
      {t('whatsappUpdates.on')}{' '}
      <TextLink to="/account/update" underline="always">
        {t('whatsappUpdates.change')}
      </TextLink>
    </p>
  );
}

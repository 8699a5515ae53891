import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../ui/Button';
import { cx } from '../ui/classNames';
import { LocalOfferOutlinedIcon } from '../ui/icons';
import { TextField } from '../ui/TextField';
import { TextLink } from '../ui/TextLink';
import { useFormats } from '../i18n/format';
import { useCart } from '../state/Cart';
import { useTranslation } from '../i18n/translation';
import amountStyles from './AmountRow.module.css';
import styles from './DiscountCode.module.css';

/**
 * The "Discount code" field of the cart and checkout summaries. Codes live on the server cart, so a
 * guest is asked to log in; the server says whether a code applies and why not (under the field).
 * Not a form of its own (checkout's summary sits inside the order form): Enter in it applies the code,
 * never places the order.
 */
export function DiscountCodeField() {
  const { t } = useTranslation();
  const cart = useCart();
  const location = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (cart.isGuest) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <p className={cx('body2', 'text-muted', styles.block)}>
        {t('discount.have')}{' '}
        <TextLink to={`/account/login?next=${next}`} underline="always">
          {t('discount.logIn')}
        </TextLink>
        .
      </p>
    );
  }

  const applied = cart.discount;
  if (applied) {
    return (
      <div className={styles.block}>
        <div className={styles.applied}>
          <p className={cx('body2', styles.appliedText)}>
            <LocalOfferOutlinedIcon fontSize="small" className={applied.problem ? styles.tagOff : styles.tag} />
            <span>
              {t('discount.code')} <strong>{applied.code}</strong> {applied.problem ? t('discount.notApplying') : t('discount.applied')}
            </span>
          </p>
          <Button
            size="small"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await cart.removeDiscount();
              setBusy(false);
            }}
          >
            {t('discount.remove')}
          </Button>
        </div>
        {applied.problem && (
          <span className={cx('caption', styles.problem)} role="alert">
            {applied.problem}
          </span>
        )}
      </div>
    );
  }

  const apply = async () => {
    if (!code.trim()) {
      setError(t('discount.enter'));
      return;
    }
    setBusy(true);
    const refusal = await cart.applyDiscount(code.trim());
    setBusy(false);
    setError(refusal);
    if (!refusal) setCode('');
  };

  return (
    <div className={cx(styles.block, styles.entry)}>
      <TextField
        label={t('discount.label')}
        size="small"
        fullWidth
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void apply();
        }}
        error={!!error}
        helperText={error}
        maxLength={40}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <Button variant="outlined" disabled={busy} onClick={() => void apply()} className={styles.apply}>
        {t('discount.apply')}
      </Button>
    </div>
  );
}

/** "Discount (CODE)  −KSh 240": the discount's own line of a summary; nothing without one. */
export function DiscountLine({ code, amount }: { code: string | null | undefined; amount: number }) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  if (!code || amount <= 0) return null;
  return (
    <div className={amountStyles.row}>
      <p>{t('discount.line', { code })}</p>
      <p className={amountStyles.discount} data-testid="discount-amount">
        −{ksh(amount)}
      </p>
    </div>
  );
}

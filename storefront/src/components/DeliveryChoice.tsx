// The delivery parts the cart and checkout pages share: the county choice (a typeahead over the 47
// counties, so a phone need not scroll a long list), the methods offered there with their fees and days,
// and a pickup method's points. Fees are the server's (GET /api/delivery/options/), never the page's own.
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@shop/api-client';
import type { County, DeliveryOption, PickupPoint } from '../api/delivery';
import { useCounties } from '../api/queries';
import { useFormats } from '../i18n/format';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { cx } from '../ui/classNames';
import { Combobox } from '../ui/Combobox';
import { Radio } from '../ui/Radio';
import styles from './DeliveryChoice.module.css';

/** How long a method takes: '1–3 days', '2 days', 'Same or next day' (0–1). */
export function useDaysText(): (min: number, max: number) => string {
  const { t } = useTranslation();
  return (min, max) => {
    if (max <= 1 && min === 0) return t('delivery.sameOrNextDay');
    if (min === max) return t('delivery.days', { count: max });
    return t('delivery.daysRange', { min, max });
  };
}

/** What the shopper pays for a method: free, or its fee after the cart's code (and the fee before it, struck). */
export function useFeeText(): (option: Pick<DeliveryOption, 'fee' | 'fee_discount'>) => string {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  return ({ fee, fee_discount }) => {
    const pays = Math.max(0, fee - fee_discount);
    return `${pays === 0 ? t('common.free') : ksh(pays)}${fee_discount > 0 ? t('checkout.was', { fee: ksh(fee) }) : ''}`;
  };
}

export function CountyField({
  value,
  onChange,
  error,
  helperText,
  required,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const counties = useCounties();
  const list = counties.data ?? [];
  const chosen = list.find((c) => c.code === value) ?? null;
  return (
    <Combobox<County>
      options={list}
      value={chosen}
      loading={counties.isPending}
      getLabel={(c) => c.name}
      getKey={(c) => c.code}
      onChange={(county) => onChange(county?.code ?? '')}
      noOptionsText={t('delivery.noCounty')}
      loadingText={t('common.loading')}
      label={t('delivery.county')}
      required={required}
      name="delivery_county"
      error={error || counties.isError}
      helperText={counties.isError ? t('delivery.countiesFailed') : helperText}
      placeholder={t('delivery.countyPlaceholder')}
    />
  );
}

/** Why no method can be shown: the server's words for a county it does not serve (a 404), else a retry. */
export function OptionsProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
    return (
      <Alert severity="info" role="alert" data-testid="delivery-unavailable">
        {errorMessage(error, t('checkout.deliveryFailed'))}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={onRetry}>{t('common.retry')}</Button>}>
      {t('checkout.deliveryFailed')}
    </Alert>
  );
}

/** A method's one-line summary: 'Courier · KSh 400 · 1–3 days'. */
export function OptionSummary({ option }: { option: DeliveryOption }) {
  const days = useDaysText();
  const fee = useFeeText();
  return (
    <>
      <span className={styles.name}>{option.name}</span>
      <span data-testid={`option-fee-${option.code}`}>
        {' · '}
        {fee(option)}
        {' · '}
        {days(option.days_min, option.days_max)}
      </span>
    </>
  );
}

/** The methods offered, as radios (checkout) with each one's description and note. */
export function DeliveryOptions({
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  options: DeliveryOption[];
  value: string;
  onChange: (code: string) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.options}>
      {options.map((m) => (
        <Radio
          key={m.code}
          name="delivery_method"
          value={m.code}
          checked={value === m.code}
          onChange={() => onChange(m.code)}
          className={styles.option}
          label={
            <>
              <span className={styles.block}>
                <OptionSummary option={m} />
              </span>
              {m.description && <span className={cx('body2', 'text-muted', styles.block)}>{m.description}</span>}
              {m.note && <span className={cx('body2', 'text-muted', styles.block, styles.note)}>{m.note}</span>}
            </>
          }
        />
      ))}
    </div>
  );
}

/** A pickup point's name, address, town and opening hours. */
export function PointText({ point }: { point: Pick<PickupPoint, 'name' | 'address' | 'opening_hours'> & { town?: string | null } }) {
  return (
    <>
      <span className={cx(styles.name, styles.block)}>{point.name}</span>
      <span className={cx('body2', 'text-muted', styles.block)}>{[point.address, point.town].filter(Boolean).join(', ')}</span>
      {point.opening_hours && <span className={cx('body2', 'text-muted', styles.block)}>{point.opening_hours}</span>}
    </>
  );
}

/** The points of a pickup method, to choose one. */
export function PickupPoints({
  points,
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  points: PickupPoint[];
  value: string;
  onChange: (id: string) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.options}>
      {points.map((p) => (
        <Radio
          key={p.id}
          name="pickup_point_id"
          value={String(p.id)}
          checked={value === String(p.id)}
          onChange={() => onChange(String(p.id))}
          className={styles.option}
          label={<PointText point={p} />}
        />
      ))}
    </div>
  );
}

// The delivery parts the cart and checkout pages share: the county choice (a typeahead over the 47
// counties, so a phone need not scroll a long list), the methods offered there with their fees and days,
// and a pickup method's points. Fees are the server's (GET /api/delivery/options/), never the page's own.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '@shop/api-client';
import type { County, DeliveryOption, PickupPoint } from '../api/delivery';
import { useCounties } from '../api/queries';
import { useFormats } from '../i18n/format';
import { useTranslation } from '../i18n/translation';

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
    <Autocomplete<County>
      options={list}
      value={chosen}
      loading={counties.isPending}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_, county) => onChange(county?.code ?? '')}
      autoHighlight
      noOptionsText={t('delivery.noCounty')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('delivery.county')}
          required={required}
          name="delivery_county"
          error={error || counties.isError}
          helperText={counties.isError ? t('delivery.countiesFailed') : helperText}
          placeholder={t('delivery.countyPlaceholder')}
        />
      )}
    />
  );
}

/** Why no method can be shown: the server's words for a county it does not serve (a 404), else a retry. */
export function OptionsProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
    return (
      <Alert severity="info" data-testid="delivery-unavailable">
        {errorMessage(error, t('checkout.deliveryFailed'))}
      </Alert>
    );
  }
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
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
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {option.name}
      </Typography>
      <Typography component="span" data-testid={`option-fee-${option.code}`}>
        {' · '}
        {fee(option)}
        {' · '}
        {days(option.days_min, option.days_max)}
      </Typography>
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
    <RadioGroup aria-labelledby={labelledBy} aria-describedby={describedBy} value={value} onChange={(e) => onChange(e.target.value)} name="delivery_method">
      {options.map((m) => (
        <FormControlLabel
          key={m.code}
          value={m.code}
          control={<Radio />}
          sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
          label={
            <Box>
              <Box>
                <OptionSummary option={m} />
              </Box>
              {m.description && (
                <Typography variant="body2" color="text.secondary">
                  {m.description}
                </Typography>
              )}
              {m.note && (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {m.note}
                </Typography>
              )}
            </Box>
          }
        />
      ))}
    </RadioGroup>
  );
}

/** A pickup point's name, address, town and opening hours. */
export function PointText({ point }: { point: Pick<PickupPoint, 'name' | 'address' | 'opening_hours'> & { town?: string | null } }) {
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {point.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[point.address, point.town].filter(Boolean).join(', ')}
      </Typography>
      {point.opening_hours && (
        <Typography variant="body2" color="text.secondary">
          {point.opening_hours}
        </Typography>
      )}
    </Box>
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
    <RadioGroup aria-labelledby={labelledBy} aria-describedby={describedBy} value={value} onChange={(e) => onChange(e.target.value)} name="pickup_point_id">
      {points.map((p) => (
        <FormControlLabel
          key={p.id}
          value={String(p.id)}
          control={<Radio />}
          sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
          label={<PointText point={p} />}
        />
      ))}
    </RadioGroup>
  );
}

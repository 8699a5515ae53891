import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TrackingStep } from '@shop/api-client';
import type { DeliveryKind } from '../api/delivery';
import { statusText } from '../lib/orderStatus';
import { useFormats } from '../i18n/format';
import { riderPhone } from '../lib/tracking';
import { useTranslation } from '../i18n/translation';

/** The steps an order went through, oldest first, as a vertical line of dots; the last one is where it is now. */
export function OrderTimeline({ steps, delivery, kind, label }: { steps: TrackingStep[]; delivery: string; kind?: DeliveryKind | null; label: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <Box component="li" key={`${step.at}-${step.status}`} sx={{ display: 'flex', gap: 1.5, minHeight: last ? 0 : 56 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }} aria-hidden>
              <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: last ? 'primary.main' : 'grey.400', flexShrink: 0 }} />
              {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'grey.300', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.5 }}>
              <Typography sx={{ fontWeight: last ? 700 : 500 }}>{t(statusText({ status: step.status, delivery_method: delivery, delivery_kind: kind }, 'label'))}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={step.at}>{dateTime(step.at)}</time>
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** An order's tracking id: the rider's phone as a link to call, a courier's number as text. */
export function TrackingId({ value }: { value: string }) {
  const phone = riderPhone(value);
  return phone ? (
    <Link href={`tel:${phone}`} data-testid="order-tracking-id">
      {phone}
    </Link>
  ) : (
    <Box component="span" data-testid="order-tracking-id" sx={{ overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  );
}

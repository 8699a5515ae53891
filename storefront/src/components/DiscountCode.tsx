import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useFormats } from '../i18n/format';
import { useCart } from '../state/Cart';
import { useTranslation } from '../i18n/translation';

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
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('discount.have')}{' '}
        <Link component={RouterLink} to={`/account/login?next=${next}`}>
          {t('discount.logIn')}
        </Link>
        .
      </Typography>
    );
  }

  const applied = cart.discount;
  if (applied) {
    return (
      <Box sx={{ my: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <LocalOfferOutlinedIcon fontSize="small" color={applied.problem ? 'disabled' : 'primary'} />
            {t('discount.code')} <strong>{applied.code}</strong> {applied.problem ? t('discount.notApplying') : t('discount.applied')}
          </Typography>
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
        </Stack>
        {applied.problem && (
          <Typography variant="caption" color="error" role="alert">
            {applied.problem}
          </Typography>
        )}
      </Box>
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
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
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
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', autoComplete: 'off' } }}
        />
        <Button type="button" variant="outlined" disabled={busy} onClick={() => void apply()} sx={{ flexShrink: 0, height: 40 }}>
          {t('discount.apply')}
        </Button>
      </Stack>
    </Box>
  );
}

/** "Discount (CODE)  −KSh 240": the discount's own line of a summary; nothing without one. */
export function DiscountLine({ code, amount }: { code: string | null | undefined; amount: number }) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  if (!code || amount <= 0) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography>{t('discount.line', { code })}</Typography>
      <Typography color="success.main" data-testid="discount-amount">
        −{ksh(amount)}
      </Typography>
    </Stack>
  );
}

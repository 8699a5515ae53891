import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/translation';

const badge = (label: string, bg: string, color = '#fff') => (
  <Box
    key={label}
    component="span"
    aria-label={label}
    role="img"
    sx={{ px: 1.2, py: 0.5, borderRadius: 1, bgcolor: bg, color, fontWeight: 800, fontSize: 12, letterSpacing: 0.5 }}
  >
    {label}
  </Box>
);

/** Accepted payment methods: mobile money and cards (through Pesapal). */
export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {t('payment.weAccept')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
        {badge('M-PESA', '#3a9b3a')}
        {badge('Airtel Money', '#d7262b')}
        {badge('VISA', '#1a1f71')}
        {badge('Mastercard', '#f79e1b', '#231f20')}
      </Stack>
    </Box>
  );
}

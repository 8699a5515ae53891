import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { usePageTitle } from '../lib/usePageTitle';

function References() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const tracking = params.get('tracking_id');
  if (!ref && !tracking) return null;
  return (
    <Stack spacing={0.5} sx={{ my: 2, textAlign: 'left', bgcolor: '#fbf7f2', p: 2, borderRadius: 1 }}>
      {ref && (
        <Typography>
          <strong>Order Ref:</strong> <span data-testid="order-ref">{ref}</span>
        </Typography>
      )}
      {tracking && (
        <Typography sx={{ wordBreak: 'break-all' }}>
          <strong>Tracking ID:</strong> <span data-testid="tracking-id">{tracking}</span>
        </Typography>
      )}
    </Stack>
  );
}

export function OrderSuccessPage() {
  usePageTitle('Payment Successful');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Payment Successful
        </Typography>
        <Typography color="text.secondary">
          Thank you for your order! We are preparing it and will contact you about delivery.
        </Typography>
        <References />
        <Button variant="contained" component={RouterLink} to="/">
          Continue Shopping
        </Button>
      </Card>
    </Container>
  );
}

export function OrderFailedPage() {
  usePageTitle('Payment Failed');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <ErrorIcon color="error" sx={{ fontSize: 72 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Payment Failed
        </Typography>
        <Typography color="text.secondary">Unfortunately, your payment could not be completed.</Typography>
        <References />
        <Button variant="contained" component={RouterLink} to="/checkout">
          Try Again
        </Button>
      </Card>
    </Container>
  );
}

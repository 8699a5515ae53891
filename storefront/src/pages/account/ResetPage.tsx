import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { SHOP_CONTACT } from '../../lib/shopInfo';
import { usePageTitle } from '../../lib/usePageTitle';

export default function ResetPage() {
  usePageTitle('Reset Password');
  return (
    <AuthCard title="Reset your password">
      <Typography color="text.secondary" paragraph>
        To reset your password, contact our support team from the email address on your account. We will verify it and
        send you a new password, usually within a few hours.
      </Typography>
      <Typography paragraph>
        <strong>Email:</strong> {SHOP_CONTACT.emails[0]}
        <br />
        <strong>Phone:</strong> {SHOP_CONTACT.phones[0]}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to="/contact">
          Contact Support
        </Button>
        <Button component={RouterLink} to="/account/login">
          Back to Login
        </Button>
      </Stack>
    </AuthCard>
  );
}

import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from '../i18n/translation';

export function LoginRequired({ message }: { message: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <LockOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('login.required')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/account/login?next=${next}`}>
        {t('login.goToLogin')}
      </Button>
    </Container>
  );
}

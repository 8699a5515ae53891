import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export function LoginRequired({ message }: { message: string }) {
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <LockOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" gutterBottom>
        Please log in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/account/login?next=${next}`}>
        Go to Login
      </Button>
    </Container>
  );
}

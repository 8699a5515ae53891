import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/translation';

/** The plain centred layout for simple account pages; a second card on a page takes an h2. */
export function AuthCard({
  title,
  subtitle,
  children,
  onSubmit,
  heading = 'h1',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  onSubmit?: (e: FormEvent) => void;
  heading?: 'h1' | 'h2';
}) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component={heading} gutterBottom sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {onSubmit ? (
          <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
            {children}
          </Box>
        ) : (
          children
        )}
      </Card>
    </Container>
  );
}

/** An account page's outcome: what happened, the one next step as a button, and the way back to login. */
export function AuthNotice({ title, severity, message, next }: { title: string; severity: AlertColor; message: string; next: { label: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        <Alert severity={severity}>{message}</Alert>
        <Button variant="contained" component={RouterLink} to={next.to}>
          {next.label}
        </Button>
        <Link component={RouterLink} to="/account/login" sx={{ textAlign: 'center' }}>
          {t('account.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}

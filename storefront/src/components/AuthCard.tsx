import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

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

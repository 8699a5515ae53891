import type { FormEvent, ReactNode } from 'react';
import { Alert, type Severity } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Container } from '../ui/Container';
import { TextLink } from '../ui/TextLink';
import { useTranslation } from '../i18n/translation';
import styles from './AuthCard.module.css';

/** The plain centred layout for simple account pages; a second card on a page takes an h2. */
export function AuthCard({
  title,
  subtitle,
  children,
  onSubmit,
  heading: Heading = 'h1',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  onSubmit?: (e: FormEvent) => void;
  heading?: 'h1' | 'h2';
}) {
  return (
    <Container maxWidth={false} className={styles.page}>
      <Card className={styles.card}>
        <Heading className={`h5 gutter-bottom ${styles.title}`}>{title}</Heading>
        {subtitle && <p className={`text-muted ${styles.subtitle}`}>{subtitle}</p>}
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className={styles.form}>
            {children}
          </form>
        ) : (
          children
        )}
      </Card>
    </Container>
  );
}

/** The links under an account form, one at each end of the line. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}

/** Two fields side by side from 600 px wide (first and last name), one above the other on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/** An account page's outcome: what happened, the one next step as a button, and the way back to login. */
export function AuthNotice({ title, severity, message, next }: { title: string; severity: Severity; message: string; next: { label: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <div className="stack">
        {/* A dead link or a refusal is said as an alert, as MUI's Alert said every message. */}
        <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {message}
        </Alert>
        <Button variant="contained" to={next.to}>
          {next.label}
        </Button>
        <TextLink to="/account/login" underline="always" className={styles.backToLogin}>
          {t('account.backToLogin')}
        </TextLink>
      </div>
    </AuthCard>
  );
}

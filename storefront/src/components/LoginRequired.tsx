import { useLocation } from 'react-router-dom';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { LockOutlinedIcon } from '../ui/icons';
import { useTranslation } from '../i18n/translation';
import styles from './EmptyState.module.css';

export function LoginRequired({ message }: { message: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <Container maxWidth="sm" className={styles.emptyState}>
      <LockOutlinedIcon className={styles.icon} />
      <h1 className="h4 gutter-bottom">{t('login.required')}</h1>
      <p className={styles.text}>{message}</p>
      <Button variant="contained" to={`/account/login?next=${next}`}>
        {t('login.goToLogin')}
      </Button>
    </Container>
  );
}

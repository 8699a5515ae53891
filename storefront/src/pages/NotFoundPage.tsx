import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" className={styles.page}>
      {/* The number is decoration; the heading below names the page. */}
      <p className={`h1 ${styles.code}`} aria-hidden="true">
        404
      </p>
      <h1 className="h4 gutter-bottom">{t('notFound.heading')}</h1>
      <p className={`text-muted ${styles.text}`}>{t('notFound.text')}</p>
      <Button variant="contained" to="/">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}

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
      <h1 className={`h1 ${styles.code}`}>404</h1>
      <h1 className="h4 gutter-bottom">{t('notFound.heading')}</h1>
      <p className={`text-muted ${styles.text}`}>{t('notFound.text')}</p>
      <Button variant="contained" to="/">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}

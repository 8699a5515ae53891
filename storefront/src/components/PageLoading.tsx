import { Spinner } from '../ui/Spinner';
import { useTranslation } from '../i18n/translation';
import styles from './PageLoading.module.css';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <Spinner size={32} />
      <p className="text-muted">{label ?? t('common.loading')}</p>
    </div>
  );
}

import { ProgressBar } from '../../ui/ProgressBar';
import { BelowTheFold, HydrateLater } from '../HydrateLater';
import { Footer } from './Footer';
import { Header } from './Header';
import { useTranslation } from '../../i18n/translation';
import { CurrentPage } from '../../routing/CurrentPage';
import { usePageLoading } from '../../routing/PageRouter';
import styles from './Layout.module.css';

export function StoreLayout() {
  // A page's code loads before the router shows it: the page in view stays, with a bar over it meanwhile.
  const { t } = useTranslation();
  const loadingPage = usePageLoading();
  return (
    <div className={styles.layout}>
      {loadingPage && <ProgressBar label={t('common.loadingPage')} className={styles.loading} />}
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page's data arriving never moves it into view or out. */}
      <HydrateLater stage="page">
        <main className={styles.main}>
          <CurrentPage />
        </main>
      </HydrateLater>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
    </div>
  );
}

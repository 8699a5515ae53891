import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { BelowTheFold } from '../BelowTheFold';
import { Footer } from './Footer';
import { Header } from './Header';
import { useTranslation } from '../../i18n/translation';
import { scrollKey } from '../../lib/scrollKey';

export function StoreLayout() {
  // A page's code loads before the router shows it: the page in view stays, with a bar over it meanwhile.
  const { t } = useTranslation();
  const loadingPage = useNavigation().state === 'loading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {loadingPage && <LinearProgress aria-label={t('common.loadingPage')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />}
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page's data arriving never moves it into view or out. */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      {/* Each page opens at its top (or at the part its #hash names); back and forward return to where it was. */}
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}

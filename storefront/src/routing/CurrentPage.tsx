import { useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PageLoading } from '../components/PageLoading';
import { useTranslation } from '../i18n/translation';
import { loadPage, pageRoutes, type PageRoute } from './pageRoutes';

/**
 * The page of the current address. Its code is normally loaded already (before hydration, before the router
 * shows a new address); a browser that got no server-rendered page and could not load it at start loads it here.
 */
function ShownPage({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!route.Component) loadPage(route).then(() => setLoaded(true), () => setFailed(true));
  }, [route]);
  if (route.Component) return <route.Component />;
  if (!failed) return <PageLoading />;
  return (
    <Alert severity="error" role="alert" action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}>
      {t('common.unexpected')}
    </Alert>
  );
}

const pageElements = pageRoutes.map((route) => ({ path: route.path, element: <ShownPage key={route.id} route={route} /> }));

export function CurrentPage() {
  return useRoutes(pageElements);
}

import type { ComponentType, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ShopPageSlug } from '@shop/api-client';
import { policyPageQuery } from '../api/queries';
import { PageLoading } from '../components/PageLoading';
import { useFormats, useLanguage } from '../i18n/format';
import { pathWithoutLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/translation';
import { usePageTitle } from '../lib/usePageTitle';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import styles from './PolicyPage.module.css';

function PolicyPage({ slug }: { slug: ShopPageSlug }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { date } = useFormats();
  const navigate = useNavigate();
  const { data: page, isPending, isError } = useQuery(policyPageQuery(slug, language));
  usePageTitle(page?.title ?? (isPending ? t('common.loading') : t('policy.unavailable')));

  /** A link to another of the shop's pages stays in the app (and in the page's language) instead of loading the shop again. */
  const followShopLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(pathWithoutLanguage(href));
  };

  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <Container maxWidth="sm" className={styles.unavailable}>
        <h1 className="h4 gutter-bottom">{t('policy.unavailable')}</h1>
        <p className={`text-muted ${styles.unavailableText}`}>{t('policy.unavailableText')}</p>
        <Button variant="contained" to="/contact">
          {t('footer.contact')}
        </Button>
      </Container>
    );
  }
  return (
    <Container as="article" maxWidth="md" className={styles.page}>
      <h1 className={`h3 ${styles.title}`}>{page.title}</h1>
      <p className={`body2 text-muted ${styles.updated}`}>{t('policy.updated', { date: date(page.updated_at) })}</p>
      {/* Safe HTML: the server writes staff's raw HTML as text and keeps only http(s), mailto, tel and relative links. */}
      <div className={styles.prose} onClick={followShopLink} dangerouslySetInnerHTML={{ __html: page.html }} />
    </Container>
  );
}

const pageOf = (slug: ShopPageSlug): ComponentType => {
  const Page = () => <PolicyPage slug={slug} />;
  Page.displayName = `PolicyPage(${slug})`;
  return Page;
};

/** One route component per page (routes.ts names them), each showing its page. */
export const POLICY_PAGES: Record<ShopPageSlug, ComponentType> = {
  privacy: pageOf('privacy'),
  terms: pageOf('terms'),
  shipping: pageOf('shipping'),
  returns: pageOf('returns'),
};

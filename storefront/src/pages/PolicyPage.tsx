import type { ComponentType, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ShopPageSlug } from '@shop/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { policyPageQuery } from '../api/queries';
import { PageLoading } from '../components/PageLoading';
import { useFormats, useLanguage } from '../i18n/format';
import { pathWithoutLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/translation';
import { usePageTitle } from '../lib/usePageTitle';

/** How the page's HTML (made by the server from staff's Markdown) is set: readable on a phone, tables scroll sideways. */
const proseSx = {
  '& h2': { typography: 'h5', mt: 4, mb: 1.5, fontWeight: 700 },
  '& h3': { typography: 'h6', mt: 3, mb: 1 },
  '& p, & li': { typography: 'body1', color: 'text.secondary', lineHeight: 1.7 },
  '& ul, & ol': { pl: 3 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main', overflowWrap: 'anywhere' },
  '& blockquote': { m: 0, mb: 3, px: 2, py: 1, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover', '& p': { m: 0 } },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 2, maxWidth: '100%' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0.75, textAlign: 'left', verticalAlign: 'top', typography: 'body2', minWidth: 64 },
  '& th': { bgcolor: 'grey.100', fontWeight: 700 },
};

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
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('policy.unavailable')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('policy.unavailableText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/contact">
          {t('footer.contact')}
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 42 } }}>
        {page.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('policy.updated', { date: date(page.updated_at) })}
      </Typography>
      {/* Safe HTML: the server writes staff's raw HTML as text and keeps only http(s), mailto, tel and relative links. */}
      <Box sx={proseSx} onClick={followShopLink} dangerouslySetInnerHTML={{ __html: page.html }} />
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

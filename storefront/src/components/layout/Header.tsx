import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useCategories } from '../../api/queries';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { useCart } from '../../state/Cart';
import { SHOP_NAME } from '../../theme';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/translation';

const MobileMenu = lazy(() => import('./MobileMenu'));
const CategoriesMenu = lazy(() => import('./CategoriesMenu'));

/** The four categories of the shop; the live list replaces them once loaded. */
const DEFAULT_CATEGORIES = ['Bags', 'Ponchos', 'Scarves', 'Wallets'];

function useMenuCategories(): string[] {
  const { data } = useCategories();
  return data && data.length > 0 ? data.map((c) => c.name) : DEFAULT_CATEGORIES;
}

export const itemCount = (t: TFunction, n: number): string => t('common.items', { count: n });

export const categoryLink = (name: string) => `/shop?category=${encodeURIComponent(name)}`;

/** An <img> of its own: Box would turn width and height into styles, leaving the browser no intrinsic size. */
const LogoImage = styled('img')({ transition: 'all .2s' });

export function Logo({ small }: { small: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('nav.logoHome', { shop: SHOP_NAME })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', flexShrink: 0 }}
    >
      <LogoImage src="/favicon.svg" alt="" width={36} height={36} sx={{ width: small ? 28 : 36, height: small ? 28 : 36 }} />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: small ? 18 : 22, letterSpacing: 0.3, transition: 'font-size .2s', whiteSpace: 'nowrap' }}
      >
        {SHOP_NAME}
      </Typography>
    </Box>
  );
}

const navSx = {
  color: 'text.primary',
  fontWeight: 700,
  letterSpacing: 0.8,
  fontSize: 13,
  '&.active': { color: 'primary.main' },
};

/**
 * `scroll-margin-top` of a part the page scrolls into view: below the sticky bar (its toolbar, and the
 * search row on phones), with a little air.
 */
export const BELOW_STICKY_HEADER = { xs: '128px', md: '88px' };

/**
 * The bar shrinks after 50px of scrolling without ever changing its height in the page flow:
 * a height change would move the content, move the scroll position back across the threshold,
 * and make the bar flicker between both states. Instead only the logo row is sticky (its logo
 * gets smaller inside a toolbar of fixed height), and the wide screens' menu row below it
 * scrolls away under it like the page.
 */
export function Header() {
  const { t } = useTranslation();
  const { scrolled, marker, markerSx } = useScrolledPast(50);
  const { count } = useCart();
  const categories = useMenuCategories();
  // null and undefined: never opened yet, so their code is not loaded (most visits never open them).
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const [catAnchor, setCatAnchor] = useState<HTMLElement | null | undefined>(undefined);

  return (
    <>
      <Box ref={marker} aria-hidden sx={markerSx} />
      <AppBar
        position="sticky"
        color="inherit"
        elevation={scrolled ? 3 : 0}
        sx={{
          // A border of constant width: only its colour changes, never the layout.
          borderBottom: '1px solid',
          borderColor: { xs: '#eadfd3', md: scrolled ? '#eadfd3' : 'transparent' },
          bgcolor: 'rgba(255,255,255,0.97)',
        }}
        data-scrolled={scrolled ? 'true' : 'false'}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 72 } }}>
            <IconButton
              edge="start"
              aria-label={t('nav.openMenu')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Logo small={scrolled} />
            <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center', px: 2 }}>
              <SearchBox />
            </Box>
            <Box sx={{ flex: { xs: 1, md: 0 } }} />
            <IconButton component={RouterLink} to="/cart" aria-label={t('nav.cart', { items: itemCount(t, count) })} color="inherit">
              <Badge badgeContent={count} color="primary" max={99}>
                <ShoppingBagOutlinedIcon />
              </Badge>
            </IconButton>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <LanguageSwitch />
            </Box>
            <UserMenu />
          </Toolbar>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, px: 2, pb: 1 }}>
            <SearchBox />
          </Box>
        </Container>
      </AppBar>
      <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: '#fff', borderBottom: '1px solid #eadfd3' }}>
        <Box
          component="nav"
          aria-label={t('nav.mainMenu')}
          sx={{ display: 'flex', justifyContent: 'center', gap: 1, pb: 1 }}
        >
          <Button component={NavLink} to="/" end sx={navSx}>
            {t('nav.home')}
          </Button>
          <Button
            sx={navSx}
            endIcon={<KeyboardArrowDownIcon />}
            aria-haspopup="menu"
            onClick={(e) => setCatAnchor(e.currentTarget)}
          >
            {t('nav.categories')}
          </Button>
          {catAnchor !== undefined && (
            <Suspense fallback={null}>
              <CategoriesMenu anchor={catAnchor} onClose={() => setCatAnchor(null)} categories={categories} />
            </Suspense>
          )}
          <Button component={NavLink} to="/shop" sx={navSx}>
            {t('nav.shop')}
          </Button>
          <Button component={NavLink} to="/about" sx={navSx}>
            {t('nav.about')}
          </Button>
          <Button component={NavLink} to="/contact" sx={navSx}>
            {t('nav.contact')}
          </Button>
        </Box>
      </Box>

      {/* Loaded the first time it opens, then kept so it can slide shut. */}
      {drawerOpen !== null && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} categories={categories} />
        </Suspense>
      )}
    </>
  );
}

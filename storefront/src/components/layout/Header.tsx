import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/classNames';
import { IconButton } from '../../ui/IconButton';
import { MenuIcon, ShoppingBagOutlinedIcon } from '../../ui/icons';
import { useCategories } from '../../api/queries';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { useCart } from '../../state/Cart';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTranslation } from '../../i18n/translation';
import { CategoriesMenu } from './CategoriesMenu';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { HydrateLater, LiveMark } from '../HydrateLater';
import styles from './Header.module.css';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The four categories of the shop; the live list replaces them once loaded. */
const DEFAULT_CATEGORIES = ['Bags', 'Ponchos', 'Scarves', 'Wallets'];

function useMenuCategories(): string[] {
  const { data } = useCategories();
  return data && data.length > 0 ? data.map((c) => c.name) : DEFAULT_CATEGORIES;
}

export const itemCount = (t: TFunction, n: number): string => t('common.items', { count: n });

const navClass = ({ isActive }: { isActive: boolean }) => cx(styles.navLink, isActive && styles.active);

/** The logo row: menu button (phones), logo, search, cart, language and account. */
function Toolbar({ scrolled, onOpenMenu }: { scrolled: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { count } = useCart();
  return (
    <div className={styles.inner}>
      <div className={styles.toolbar}>
        <IconButton label={t('nav.openMenu')} edge="start" className={styles.phoneOnly} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        <Logo small={scrolled} />
        <div className={styles.wideSearch}>
          <SearchBox />
        </div>
        <IconButton to="/cart" label={t('nav.cart', { items: itemCount(t, count) })} color="inherit">
          <Badge count={count} max={99}>
            <ShoppingBagOutlinedIcon />
          </Badge>
        </IconButton>
        <div className={styles.wideOnly}>
          <LanguageSwitch />
        </div>
        <UserMenu />
      </div>
      <div className={styles.phoneSearch}>
        <SearchBox />
      </div>
    </div>
  );
}

/** The wide screens' menu row. */
function MenuRow() {
  const { t } = useTranslation();
  const categories = useMenuCategories();
  return (
    <div className={styles.menuRow}>
      <nav aria-label={t('nav.mainMenu')} className={styles.nav}>
        <NavLink to="/" end className={navClass}>
          {t('nav.home')}
        </NavLink>
        <CategoriesMenu categories={categories} />
        <NavLink to="/shop" className={navClass}>
          {t('nav.shop')}
        </NavLink>
        <NavLink to="/about" className={navClass}>
          {t('nav.about')}
        </NavLink>
        <NavLink to="/contact" className={navClass}>
          {t('nav.contact')}
        </NavLink>
      </nav>
      {/* The header's last slice: the page's content and the toolbar hydrated before it. */}
      <LiveMark />
    </div>
  );
}

/** The phones' menu, loaded the first time it opens. */
function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const categories = useMenuCategories();
  return (
    <Suspense fallback={null}>
      <MobileMenu open={open} onClose={onClose} categories={categories} />
    </Suspense>
  );
}

/**
 * The bar shrinks after 50px of scrolling without ever changing its height in the page flow:
 * a height change would move the content, move the scroll position back across the threshold,
 * and make the bar flicker between both states. Instead only the logo row is sticky (its logo
 * gets smaller inside a toolbar of fixed height), and the wide screens' menu row below it
 * scrolls away under it like the page.
 * The toolbar and the menu row hydrate in tasks of their own, after the page's content.
 */
export function Header() {
  const { scrolled, marker } = useScrolledPast();
  // null: never opened yet, so its code is not loaded (most visits never open it).
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);

  return (
    <>
      <span ref={marker} aria-hidden="true" className={styles.marker} />
      <header className={styles.bar} data-scrolled={scrolled ? 'true' : 'false'}>
        <HydrateLater stage="header">
          <Toolbar scrolled={scrolled} onOpenMenu={() => setDrawerOpen(true)} />
        </HydrateLater>
      </header>
      <HydrateLater stage="header">
        <MenuRow />
      </HydrateLater>

      {/* Kept once opened, so it can slide shut. */}
      {drawerOpen !== null && <PhoneMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </>
  );
}

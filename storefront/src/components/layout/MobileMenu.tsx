import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../ui/classNames';
import { Divider } from '../../ui/Divider';
import { Drawer } from '../../ui/Drawer';
import { LanguageMenuItem } from '../../i18n/LanguageSwitch';
import { useTranslation } from '../../i18n/translation';
import { categoryLink } from './categoryLink';
import { Logo } from './Logo';
import styles from './MobileMenu.module.css';

function MenuLinks({ links }: { links: Array<[labelKey: string, to: string]> }) {
  const { t } = useTranslation();
  return links.map(([labelKey, to]) => (
    <li key={to}>
      <Link to={to} className={styles.link}>
        {t(labelKey)}
      </Link>
    </li>
  ));
}

/** The phone's menu, sliding in from the left; any link in it closes it. */
export default function MobileMenu({ open, onClose, categories }: { open: boolean; onClose: () => void; categories: string[] }) {
  const { t } = useTranslation();
  const categoriesId = useId();
  return (
    <Drawer open={open} onClose={onClose} title={t('nav.mobileMenu')} hideTitle>
      {/* A click that reaches here came from a link (or the space around them): the menu has done its job. */}
      <nav aria-label={t('nav.mobileMenu')} className={styles.menu} onClick={onClose}>
        <div className={styles.logo}>
          <Logo small />
        </div>
        <Divider />
        <ul className={styles.list}>
          <MenuLinks links={[['nav.home', '/'], ['nav.shop', '/shop']]} />
        </ul>
        <p className={styles.subheader} id={categoriesId}>{t('nav.categories')}</p>
        <ul className={styles.list} aria-labelledby={categoriesId}>
          {categories.map((name) => (
            <li key={name}>
              <Link to={categoryLink(name)} className={cx(styles.link, styles.category)}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <Divider className={styles.divider} />
        <ul className={styles.list}>
          <MenuLinks links={[['track.title', '/track'], ['nav.wishlist', '/wishlist'], ['nav.about', '/about'], ['nav.contact', '/contact']]} />
        </ul>
        <Divider className={styles.divider} />
        <LanguageMenuItem className={styles.link} />
      </nav>
    </Drawer>
  );
}

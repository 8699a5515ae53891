import { Menu, MenuButton, MenuLink, MenuList } from '../../ui/Menu';
import { KeyboardArrowDownIcon } from '../../ui/icons';
import { useTranslation } from '../../i18n/translation';
import { categoryLink } from './categoryLink';
import styles from './Header.module.css';

/** The wide screens' CATEGORIES menu button and its list of category links. */
export function CategoriesMenu({ categories }: { categories: string[] }) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuButton className={styles.navLink}>
        {t('nav.categories')}
        <KeyboardArrowDownIcon fontSize="small" className={styles.navIcon} />
      </MenuButton>
      <MenuList>
        {categories.map((name) => (
          <MenuLink key={name} to={categoryLink(name)}>
            {name}
          </MenuLink>
        ))}
      </MenuList>
    </Menu>
  );
}

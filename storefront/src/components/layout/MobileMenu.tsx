import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { categoryLink, Logo } from './Header';
import { LanguageMenuItem } from '../../i18n/LanguageSwitch';
import { useTranslation } from '../../i18n/translation';

function MenuLinks({ links }: { links: Array<[labelKey: string, to: string]> }) {
  const { t } = useTranslation();
  return links.map(([labelKey, to]) => (
    <ListItemButton key={to} component={RouterLink} to={to}>
      <ListItemText primary={t(labelKey)} />
    </ListItemButton>
  ));
}

/** The phone's menu, sliding in from the left; any link in it closes it. */
export default function MobileMenu({ open, onClose, categories }: { open: boolean; onClose: () => void; categories: string[] }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 270 }} role="navigation" aria-label={t('nav.mobileMenu')} onClick={onClose}>
        <Box sx={{ p: 2 }}>
          <Logo small />
        </Box>
        <Divider />
        <List>
          <MenuLinks links={[['nav.home', '/'], ['nav.shop', '/shop']]} />
          <ListSubheader>{t('nav.categories')}</ListSubheader>
          {categories.map((name) => (
            <ListItemButton key={name} component={RouterLink} to={categoryLink(name)} sx={{ pl: 4 }}>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
          <Divider sx={{ my: 1 }} />
          <MenuLinks links={[['track.title', '/track'], ['nav.wishlist', '/wishlist'], ['nav.about', '/about'], ['nav.contact', '/contact']]} />
          <Divider sx={{ my: 1 }} />
          <LanguageMenuItem />
        </List>
      </Box>
    </Drawer>
  );
}

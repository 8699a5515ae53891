import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { categoryLink, Logo } from './Header';

function MenuLinks({ links }: { links: Array<[label: string, to: string]> }) {
  return links.map(([label, to]) => (
    <ListItemButton key={to} component={RouterLink} to={to}>
      <ListItemText primary={label} />
    </ListItemButton>
  ));
}

/** The phone's menu, sliding in from the left; any link in it closes it. */
export default function MobileMenu({ open, onClose, categories }: { open: boolean; onClose: () => void; categories: string[] }) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 270 }} role="navigation" aria-label="Mobile menu" onClick={onClose}>
        <Box sx={{ p: 2 }}>
          <Logo small />
        </Box>
        <Divider />
        <List>
          <MenuLinks links={[['HOME', '/'], ['SHOP', '/shop']]} />
          <ListSubheader>CATEGORIES</ListSubheader>
          {categories.map((name) => (
            <ListItemButton key={name} component={RouterLink} to={categoryLink(name)} sx={{ pl: 4 }}>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
          <Divider sx={{ my: 1 }} />
          <MenuLinks links={[['WISHLIST', '/wishlist'], ['ABOUT US', '/about'], ['CONTACT', '/contact']]} />
        </List>
      </Box>
    </Drawer>
  );
}

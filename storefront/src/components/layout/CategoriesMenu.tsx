import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { categoryLink } from './Header';

/** The wide screens' CATEGORIES dropdown, open while it has an anchor. */
export default function CategoriesMenu({ anchor, onClose, categories }: { anchor: HTMLElement | null; onClose: () => void; categories: string[] }) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {categories.map((name) => (
        <MenuItem key={name} component={RouterLink} to={categoryLink(name)} onClick={onClose}>
          {name}
        </MenuItem>
      ))}
    </Menu>
  );
}

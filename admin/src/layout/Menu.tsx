import { Menu as RaMenu } from 'react-admin';
import { Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import CategoryIcon from '@mui/icons-material/Category';
import TuneIcon from '@mui/icons-material/Tune';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import InsightsIcon from '@mui/icons-material/Insights';

/** The 'Admin Panel' side menu: every item SPEC.md names for the staff dashboard. */
export const Menu = () => (
  <RaMenu>
    <Typography
      variant="overline"
      component="div"
      sx={{ px: 2, pt: 1, fontWeight: 700, color: 'text.secondary', '.RaMenu-closed &': { display: 'none' } }}
    >
      Admin Panel
    </Typography>
    <RaMenu.Item to="/" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
    <RaMenu.Item to="/products" primaryText="Products" leftIcon={<InventoryIcon />} />
    <RaMenu.Item to="/products/categories" primaryText="Categories" leftIcon={<CategoryIcon />} />
    <RaMenu.Item to="/products/attributes" primaryText="Attributes" leftIcon={<TuneIcon />} />
    <RaMenu.Item to="/inventory" primaryText="Inventory" leftIcon={<WarehouseIcon />} />
    <RaMenu.Item to="/orders" primaryText="Orders" leftIcon={<ReceiptIcon />} />
    <RaMenu.Item to="/users" primaryText="Users" leftIcon={<PeopleIcon />} />
    <RaMenu.Item to="/analytics" primaryText="Analytics" leftIcon={<InsightsIcon />} />
  </RaMenu>
);

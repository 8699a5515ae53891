import { Menu as RaMenu, useBasename } from 'react-admin';
import { Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import CategoryIcon from '@mui/icons-material/Category';
import TuneIcon from '@mui/icons-material/Tune';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import PaymentsIcon from '@mui/icons-material/PointOfSale';
import PeopleIcon from '@mui/icons-material/People';
import InsightsIcon from '@mui/icons-material/Insights';
import StorefrontIcon from '@mui/icons-material/Storefront';
import MailIcon from '@mui/icons-material/Mail';
import NewsletterIcon from '@mui/icons-material/MarkEmailRead';
import LowStockIcon from '@mui/icons-material/ProductionQuantityLimits';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import TemplatesIcon from '@mui/icons-material/EditNote';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WhatsAppTemplatesIcon from '@mui/icons-material/SpeakerNotes';
import PagesIcon from '@mui/icons-material/Article';
import ReviewsIcon from '@mui/icons-material/RateReview';
import { PendingReviewsLabel } from '../reviews/PendingReviewsLabel';
import DiscountIcon from '@mui/icons-material/LocalOffer';
import DeliveryMethodsIcon from '@mui/icons-material/LocalShipping';
import ZonesIcon from '@mui/icons-material/Map';
import RatesIcon from '@mui/icons-material/Payments';
import PickupPointsIcon from '@mui/icons-material/Store';

const groupSx = { px: 2, pt: 1, fontWeight: 700, color: 'text.secondary', '.RaMenu-closed &': { display: 'none' } } as const;

/** The 'Admin Panel' side menu: every item SPEC.md names for the staff dashboard,
 * plus payments, customers, reviews (with how many wait for approval), the storefront's contact messages beside the WhatsApp inbox, newsletter sign-ups,
 * the messages' templates (SMS and e-mail words, the approved WhatsApp templates), and the policy pages. */
export const Menu = () => {
  // Inside our own BrowserRouter the menu links must carry the /dashboard basename.
  const basename = useBasename();
  return (
    <RaMenu>
      <Typography variant="overline" component="div" sx={groupSx}>
        Admin Panel
      </Typography>
      <RaMenu.Item to={`${basename}/`} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <RaMenu.Item to={`${basename}/products`} primaryText="Products" leftIcon={<InventoryIcon />} />
      <RaMenu.Item to={`${basename}/products/categories`} primaryText="Categories" leftIcon={<CategoryIcon />} />
      <RaMenu.Item to={`${basename}/products/attributes`} primaryText="Attributes" leftIcon={<TuneIcon />} />
      <RaMenu.Item to={`${basename}/inventory`} primaryText="Inventory" leftIcon={<WarehouseIcon />} />
      <RaMenu.Item to={`${basename}/inventory/low-stock`} primaryText="Low stock" leftIcon={<LowStockIcon />} />
      <RaMenu.Item to={`${basename}/orders`} primaryText="Orders" leftIcon={<ReceiptIcon />} />
      <RaMenu.Item to={`${basename}/payments`} primaryText="Payments" leftIcon={<PaymentsIcon />} />
      <RaMenu.Item to={`${basename}/reviews`} primaryText={<PendingReviewsLabel />} leftIcon={<ReviewsIcon />} />
      <RaMenu.Item to={`${basename}/discount-codes`} primaryText="Discount codes" leftIcon={<DiscountIcon />} />
      <RaMenu.Item to={`${basename}/customers`} primaryText="Customers" leftIcon={<StorefrontIcon />} />
      <RaMenu.Item to={`${basename}/users`} primaryText="Users" leftIcon={<PeopleIcon />} />
      <RaMenu.Item to={`${basename}/analytics`} primaryText="Analytics" leftIcon={<InsightsIcon />} />
      <RaMenu.Item to={`${basename}/contact-messages`} primaryText="Messages" leftIcon={<MailIcon />} />
      <RaMenu.Item to={`${basename}/whatsapp-conversations`} primaryText="WhatsApp" leftIcon={<WhatsAppIcon />} />
      <RaMenu.Item to={`${basename}/newsletter`} primaryText="Newsletter" leftIcon={<NewsletterIcon />} />
      <RaMenu.Item to={`${basename}/notifications`} primaryText="Notifications" leftIcon={<NotificationsIcon />} />
      <RaMenu.Item to={`${basename}/notification-templates`} primaryText="Message templates" leftIcon={<TemplatesIcon />} />
      <RaMenu.Item to={`${basename}/whatsapp-templates`} primaryText="WhatsApp templates" leftIcon={<WhatsAppTemplatesIcon />} />
      <RaMenu.Item to={`${basename}/pages`} primaryText="Pages" leftIcon={<PagesIcon />} />
      <Typography variant="overline" component="div" sx={groupSx}>
        Delivery
      </Typography>
      <RaMenu.Item to={`${basename}/delivery/methods`} primaryText="Methods" leftIcon={<DeliveryMethodsIcon />} />
      <RaMenu.Item to={`${basename}/delivery/zones`} primaryText="Zones" leftIcon={<ZonesIcon />} />
      <RaMenu.Item to={`${basename}/delivery/rates`} primaryText="Rates" leftIcon={<RatesIcon />} />
      <RaMenu.Item to={`${basename}/delivery/pickup-points`} primaryText="Pickup points" leftIcon={<PickupPointsIcon />} />
    </RaMenu>
  );
};

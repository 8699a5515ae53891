import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { contactMessages, newsletterSubscribers } from './contact';
import { customerRoutes } from './customers';
import { dataProvider } from './dataProvider';
import { deliveryResources } from './delivery';
import { Dashboard } from './dashboard/Dashboard';
import discounts from './discounts';
import { InventoryPage } from './inventory/InventoryPage';
import { LowStockList } from './inventory/LowStockList';
import { Layout } from './layout/Layout';
import { notifications, notificationTemplates } from './notifications';
import { theme } from './layout/theme';
import orders from './orders';
import payments from './payments';
import { shopPages } from './pages';
import { productsResource } from './products';
import { reviews } from './reviews';
import users from './users';
import { whatsAppConversations, whatsAppTemplates } from './whatsapp';

export const BASENAME = '/dashboard';

// The charts library is only needed on the analytics screen: load it there, not at login.
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then(module => ({ default: module.AnalyticsPage })));

export const App = () => (
  <Admin
    basename={BASENAME}
    title="Admin Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={Layout}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    {productsResource}
    <Resource name="orders" {...orders} />
    <Resource name="payments" {...payments} />
    <Resource name="discount-codes" options={{ label: 'Discount codes' }} {...discounts} />
    {deliveryResources}
    <Resource name="users" {...users} />
    <Resource name="reviews" {...reviews} />
    <Resource name="contact-messages" {...contactMessages} />
    <Resource name="whatsapp-conversations" options={{ label: 'WhatsApp' }} {...whatsAppConversations} />
    <Resource name="newsletter" {...newsletterSubscribers} />
    <Resource name="notifications" {...notifications} />
    <Resource name="notification-templates" {...notificationTemplates} />
    <Resource name="whatsapp-templates" options={{ label: 'WhatsApp templates' }} {...whatsAppTemplates} />
    <Resource name="pages" options={{ label: 'Pages' }} {...shopPages} />
    <CustomRoutes>
      <Route path="/inventory" element={<InventoryPage />} />
      <Route path="/inventory/low-stock" element={<LowStockList />} />
      <Route
        path="/analytics"
        element={
          <Suspense fallback={<Loading />}>
            <AnalyticsPage />
          </Suspense>
        }
      />
      {customerRoutes}
    </CustomRoutes>
  </Admin>
);

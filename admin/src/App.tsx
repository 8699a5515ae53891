import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './dataProvider';
import { Dashboard } from './dashboard/Dashboard';
import { InventoryPage } from './inventory/InventoryPage';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';
import { ComingPage } from './placeholders/ComingPage';
import { productsResource } from './products';
import users from './users';

export const BASENAME = '/dashboard';

export const App = () => (
  <Admin
    basename={BASENAME}
    title="Admin Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    dashboard={Dashboard}
    layout={Layout}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    {productsResource}
    <Resource name="users" {...users} />
    <CustomRoutes>
      <Route path="/inventory" element={<InventoryPage />} />
      <Route
        path="/orders"
        element={
          <ComingPage
            title="Orders"
            description="Orders with their items, delivery and payment status will be listed here once checkout and payments are in place."
          />
        }
      />
      <Route
        path="/analytics"
        element={
          <ComingPage
            title="Analytics"
            description="Sales over time, best-selling products and stock movement charts will appear here once orders are recorded."
          />
        }
      />
    </CustomRoutes>
  </Admin>
);

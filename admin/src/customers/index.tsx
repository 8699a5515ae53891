import { Route } from 'react-router-dom';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';

/**
 * Customers are users with the customer role, so they are read from the users resource
 * under their own URLs (/customers, /customers/{id}) rather than a resource of their own.
 */
export const customerRoutes = [
  <Route key="list" path="/customers" element={<CustomerList />} />,
  <Route key="show" path="/customers/:id" element={<CustomerShow />} />,
];

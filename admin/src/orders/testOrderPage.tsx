// The order page as staff open it (/orders/123/show), for the console's component tests.
import { render } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { OrderShow } from './OrderShow';

/** The record comes from `methods.getOne`; the status buttons and other typed calls go through fetch, which each test stubs. */
export const renderOrderPage = (methods: Partial<DataProvider>) =>
  render(
    <TestMemoryRouter initialEntries={['/orders/123/show']}>
      <AdminContext dataProvider={testDataProvider(methods)}>
        <ResourceContextProvider value="orders">
          <Routes>
            <Route path="/orders/:id/show" element={<OrderShow />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

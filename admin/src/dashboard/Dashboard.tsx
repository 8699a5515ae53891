import { ComingPage } from '../placeholders/ComingPage';

export const Dashboard = () => (
  <ComingPage
    title="Dashboard"
    description="The overview will show Total Sales, Total Orders, Total Customers and Total Earnings with a searchable Recent Orders table once orders and payments are in place. Use the menu to manage products, categories, attributes, inventory and users."
  />
);

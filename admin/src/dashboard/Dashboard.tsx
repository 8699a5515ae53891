import { Alert, Button, Stack, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import SavingsIcon from '@mui/icons-material/Savings';
import { Title } from 'react-admin';
import { formatKsh } from '../catalog/money';
import { AttentionNotice } from './AttentionNotice';
import { DeliveryChannelsCard } from './DeliveryChannelsCard';
import { FigureCards } from './FigureCards';
import { useOverview } from './overviewCalls';
import { RecentOrders } from './RecentOrders';

const count = (value: number) => value.toLocaleString('en-KE');

/** /dashboard: SPEC.md's four cards and Recent Orders table, from the database. */
export const Dashboard = () => {
  const { data: overview, isPending, error, refetch } = useOverview();
  return (
    <Stack sx={{ mt: 2, gap: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <AttentionNotice />
      {isPending && <Typography>Loading...</Typography>}
      {error && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the overview: {error.message}
        </Alert>
      )}
      {overview && (
        <>
          <FigureCards
            figures={[
              { label: 'Total Sales', value: count(overview.total_sales), note: 'Paid orders', icon: <PaymentsIcon /> },
              { label: 'Total Orders', value: count(overview.total_orders), icon: <ReceiptIcon /> },
              { label: 'Total Customers', value: count(overview.total_customers), icon: <PeopleIcon /> },
              {
                label: 'Total Earnings',
                value: formatKsh(overview.total_earnings),
                note: 'From paid orders',
                icon: <SavingsIcon />,
              },
            ]}
          />
          <DeliveryChannelsCard />
          <RecentOrders recent={overview.recent_orders} />
        </>
      )}
    </Stack>
  );
};

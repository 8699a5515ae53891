import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { BestSeller } from '@shop/api-client';
import { Title, useStore } from 'react-admin';
import { formatKsh } from '../catalog/money';
import { FigureCards } from '../dashboard/FigureCards';
import { CountySalesTable } from './CountySales';
import { chartPoints, salesTotals } from './salesChart';
import { PERIODS, useSalesReport, type Period } from './salesCalls';
import { OrdersChart, RevenueChart } from './SalesCharts';

const BestSellers = ({ rows }: { rows: BestSeller[] }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Best sellers
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nothing sold in this period.</Typography>
      ) : (
        <Table size="small" aria-label="Best sellers">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Sold</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={`${row.variant_id}-${row.name}`}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{row.quantity}</TableCell>
                <TableCell align="right">{formatKsh(row.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
);

export const AnalyticsPage = () => {
  const [days, setDays] = useStore<Period>('analytics.days', 30);
  const { data: report, isPending, error, refetch } = useSalesReport(days);
  const points = report ? chartPoints(report.days) : [];
  const totals = salesTotals(points);

  return (
    <Stack sx={{ mt: 2, gap: 2 }}>
      <Title title="Analytics" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          Analytics
        </Typography>
        <TextField
          select
          size="small"
          label="Period"
          value={days}
          onChange={event => setDays(Number(event.target.value) as Period)}
          sx={{ width: 200 }}
        >
          {PERIODS.map(period => (
            <MenuItem key={period} value={period}>
              Last {period} days
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending && <Typography>Loading...</Typography>}
      {error && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the sales report: {error.message}
        </Alert>
      )}
      {report && (
        <>
          <FigureCards
            figures={[
              { label: 'Sales', value: formatKsh(totals.revenue), note: `Paid orders, last ${days} days` },
              { label: 'Orders placed', value: totals.orders.toLocaleString('en-KE'), note: `Last ${days} days, paid or not` },
              { label: 'Discounts given', value: formatKsh(report.discounts_given), note: `Codes on ${report.discounted_orders.toLocaleString('en-KE')} paid orders, last ${days} days` },
              { label: 'Stock value', value: formatKsh(report.stock_value), note: 'Everything in stock at current prices' },
            ]}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <RevenueChart points={points} />
            <OrdersChart points={points} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <BestSellers rows={report.best_sellers} />
            <CountySalesTable rows={report.by_county} />
          </Box>
        </>
      )}
    </Stack>
  );
};

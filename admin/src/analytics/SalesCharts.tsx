import { Card, CardContent, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatKsh } from '../catalog/money';
import type { ChartPoint } from './salesChart';

const CHART_HEIGHT = 280;

const ChartCard = ({ title, children }: { title: string; children: React.ReactElement }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {children}
      </ResponsiveContainer>
    </CardContent>
  </Card>
);

const compactKsh = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

export const RevenueChart = ({ points }: { points: ChartPoint[] }) => {
  const theme = useTheme();
  return (
    <ChartCard title="Sales (KSh of paid orders) per day">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis tickFormatter={value => compactKsh.format(Number(value))} width={56} />
        <Tooltip formatter={value => [formatKsh(Number(value)), 'Sales']} />
        <Line type="monotone" dataKey="revenue" stroke={theme.palette.primary.main} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartCard>
  );
};

export const OrdersChart = ({ points }: { points: ChartPoint[] }) => {
  const theme = useTheme();
  return (
    <ChartCard title="Orders placed per day">
      <BarChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip formatter={value => [value, 'Orders']} />
        <Bar dataKey="orders" fill={theme.palette.secondary.main} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
};

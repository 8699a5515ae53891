import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatKsh } from '../catalog/money';
import type { CountySales } from '../delivery/types';

/** Paid orders and revenue per delivery county, largest revenue first as the API sorts them. */
export const CountySalesTable = ({ rows }: { rows: CountySales[] }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Sales by county
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No paid orders in this period.</Typography>
      ) : (
        <Table size="small" aria-label="Sales by county">
          <TableHead>
            <TableRow>
              <TableCell>County</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(row => (
              <TableRow key={row.county ?? 'none'}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.county_name}</TableCell>
                <TableCell align="right">{row.orders.toLocaleString('en-KE')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKsh(row.revenue)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
);

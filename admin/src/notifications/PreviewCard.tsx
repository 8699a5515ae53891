import type { ReactNode } from 'react';
import { Card, CardContent, TextField, Typography } from '@mui/material';

/** A template editor's preview: the order that fills it (an id, blank for the newest), then what the editor shows of it. */
export const PreviewCard = ({ orderText, onOrderText, children }: { orderText: string; onOrderText: (text: string) => void; children: ReactNode }) => (
  <Card variant="outlined" sx={{ width: '100%', minWidth: 0 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      <TextField
        size="small"
        label="Order to fill it with"
        placeholder="Newest order"
        helperText="An order id (123); blank for the newest"
        value={orderText}
        onChange={event => onOrderText(event.target.value)}
        sx={{ mb: 2, maxWidth: 320 }}
        fullWidth
      />
      {children}
    </CardContent>
  </Card>
);

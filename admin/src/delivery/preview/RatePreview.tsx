import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { failureMessage } from '../../auth/apiErrors';
import { fetchDeliveryOptions } from '../deliveryCalls';
import { quoteText } from '../deliveryText';
import { useCounties } from '../useCounties';

type Outcome = { text: string; ok: boolean } | null;

const grams = (kg: string) => Math.round(Number(kg) * 1000);

/**
 * What a shopper would be offered: a weight, a goods total and a county, asked of the same quote the cart
 * and checkout use (GET /api/delivery/options/), so a rate just saved shows here at once.
 */
export const RatePreview = () => {
  const { data: counties } = useCounties();
  const [kg, setKg] = useState('1');
  const [goods, setGoods] = useState('2000');
  const [county, setCounty] = useState('KE-30');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const bad = !(Number(kg) >= 0) || kg === '' || !(Number(goods) >= 0) || goods === '' || !county;

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (bad) return;
    setBusy(true);
    const name = counties?.find(one => one.id === county)?.name ?? county;
    try {
      const options = await fetchDeliveryOptions(county, grams(kg), Number(goods));
      setOutcome({ text: quoteText(grams(kg), Number(goods), name, options), ok: true });
    } catch (error) {
      setOutcome({ text: failureMessage(error, 'Could not get the delivery options.'), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Rate preview
        </Typography>
        <Box component="form" onSubmit={preview} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > .MuiTextField-root': { flex: '1 1 140px' } }}>
          <TextField size="small" label="Weight (kg)" type="number" value={kg} onChange={event => setKg(event.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.1 } }} />
          <TextField size="small" label="Goods (KSh)" type="number" value={goods} onChange={event => setGoods(event.target.value)} slotProps={{ htmlInput: { min: 0, step: 100 } }} />
          <TextField size="small" select label="County" value={counties?.length ? county : ''} onChange={event => setCounty(event.target.value)} sx={{ minWidth: 180 }}>
            {(counties ?? []).map(one => (
              <MenuItem key={one.id} value={one.id}>
                {one.name}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={bad || busy}>
            Preview
          </Button>
        </Box>
        {outcome && (
          <Alert severity={outcome.ok ? 'info' : 'warning'} sx={{ mt: 2 }} role="status">
            {outcome.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};

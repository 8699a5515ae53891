import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import ScaleIcon from '@mui/icons-material/Scale';
import { useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { failureMessage } from '../../auth/apiErrors';
import type { VariantDraft } from '../../catalog/productDraft';
import { setProductWeights } from '../../delivery/deliveryCalls';

/**
 * One weight for every variant. A saved product gets it at once (POST /api/products/:id/weights/); the form's
 * boxes show it either way, so saving the form afterwards keeps it.
 */
export const SetWeightsButton = ({ productId }: { productId?: number }) => {
  const [open, setOpen] = useState(false);
  const [grams, setGrams] = useState('');
  const [busy, setBusy] = useState(false);
  const { getValues, setValue } = useFormContext();
  const notify = useNotify();
  const value = Number(grams);
  const valid = grams !== '' && Number.isInteger(value) && value >= 0 && value <= 100000;

  const fillForm = () =>
    ((getValues('variants') as VariantDraft[]) ?? []).forEach((_variant, index) =>
      setValue(`variants.${index}.weight_grams`, value, { shouldDirty: true }),
    );

  const apply = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      if (productId !== undefined) {
        const { updated } = await setProductWeights(productId, value);
        notify(`Weight set on ${updated} ${updated === 1 ? 'variant' : 'variants'}`, { type: 'success' });
      }
      fillForm();
      setOpen(false);
    } catch (error) {
      notify(failureMessage(error, 'Could not set the weights'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<ScaleIcon />} onClick={() => setOpen(true)}>
        Set weight for all variants
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Set weight for all variants</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            The packed weight of one item, in grams: delivery fees are worked out from it.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="number"
            label="Weight (g)"
            value={grams}
            onChange={event => setGrams(event.target.value)}
            error={grams !== '' && !valid}
            helperText={grams !== '' && !valid ? 'Whole grams, 0 to 100,000' : ' '}
            slotProps={{ htmlInput: { min: 0, max: 100000, step: 50 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={apply} disabled={!valid || busy}>
            Set
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

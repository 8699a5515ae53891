import { TextField } from '@mui/material';

export const TRACKING_ID_REQUIRED = "Give the courier's tracking number or the rider's phone.";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Shown once staff tried to ship without one. */
  missing: boolean;
}

/** The shipping dialog's field: the courier's tracking number or the rider's phone, as the customer will see it. */
export const TrackingIdInput = ({ value, onChange, missing }: Props) => (
  <TextField
    label="Tracking number or rider's phone"
    value={value}
    onChange={event => onChange(event.target.value)}
    required
    error={missing}
    helperText={missing ? TRACKING_ID_REQUIRED : 'The customer sees it on the tracking page, e.g. G4S-88120045 or 0712 345 678.'}
    inputProps={{ maxLength: 100 }}
    fullWidth
    autoFocus
    sx={{ mb: 2 }}
  />
);

import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** SPEC.md asks for an 'Active' checkbox (react-admin's BooleanInput is a switch). */
export const ActiveCheckbox = ({ source, label = 'Active' }: { source: string; label?: string }) => {
  const { field } = useInput({ source, defaultValue: true });
  return (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={Boolean(field.value)} onChange={event => field.onChange(event.target.checked)} />}
    />
  );
};

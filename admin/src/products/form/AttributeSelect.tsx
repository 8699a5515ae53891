import { MenuItem, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import type { AttributeType, AttributeValue } from '@shop/api-client';

const REMOVE = '__remove__';

/**
 * One select per attribute type on a variant. Once a value is chosen the list offers
 * '— Remove —', which leaves the variant without a value of this type.
 */
export const AttributeSelect = ({
  source,
  type,
  values,
}: {
  source: string;
  type: AttributeType;
  values: AttributeValue[];
}) => {
  const { field } = useInput({ source, defaultValue: null });
  const chosen = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="dense"
      label={type.name}
      value={chosen}
      onChange={event => field.onChange(event.target.value === REMOVE ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {chosen ? (
        <MenuItem value={REMOVE}>
          <em>— Remove —</em>
        </MenuItem>
      ) : (
        <MenuItem value="" disabled>
          <em>Select {type.name}</em>
        </MenuItem>
      )}
      {values.map(value => (
        <MenuItem key={value.id} value={String(value.id)}>
          {value.value}
        </MenuItem>
      ))}
    </TextField>
  );
};

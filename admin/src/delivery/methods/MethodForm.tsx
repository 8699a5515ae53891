import { Typography } from '@mui/material';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, regex, required, useRecordContext } from 'react-admin';
import { fieldsOf } from '../../recordFields';
import { DeliveryToolbar } from '../DeliveryToolbar';
import { kindChoices } from '../deliveryText';
import { emptyIsNull, row } from '../formLayout';
import type { DeliveryMethod } from '../types';

export const methodField = fieldsOf<DeliveryMethod>();

const CODE = regex(/^[a-z][a-z0-9_-]{1,31}$/, 'Small letters, digits, - or _, starting with a letter (2-32)');

/** The code is the method's name in orders: fixed once an order used it. */
const CodeInput = () => {
  const method = useRecordContext<DeliveryMethod>();
  const used = (method?.orders_count ?? 0) > 0;
  return (
    <TextInput
      source={methodField('code')}
      validate={[required(), CODE]}
      readOnly={used}
      helperText={used ? `Used by ${method?.orders_count} orders: it cannot change` : 'e.g. courier, mtaani'}
    />
  );
};

/** English and Kiswahili side by side: the shop shows the shopper's language. */
export const MethodForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }} toolbar={<DeliveryToolbar noun="Method" />}>
    <Box sx={row}>
      <CodeInput />
      <SelectInput source={methodField('kind')} choices={kindChoices} validate={required()} />
    </Box>
    <Typography variant="subtitle2" color="text.secondary">
      English · Kiswahili
    </Typography>
    <Box sx={row}>
      <TextInput source={methodField('name_en')} label="Name (English)" validate={required()} />
      <TextInput source={methodField('name_sw')} label="Jina (Kiswahili)" validate={required()} />
    </Box>
    <Box sx={row}>
      <TextInput source={methodField('description_en')} label="Description (English)" multiline />
      <TextInput source={methodField('description_sw')} label="Maelezo (Kiswahili)" multiline />
    </Box>
    <Box sx={row}>
      <TextInput source={methodField('note_en')} label="Note (English)" parse={emptyIsNull} helperText="Optional, shown under the choice" />
      <TextInput source={methodField('note_sw')} label="Kumbuka (Kiswahili)" parse={emptyIsNull} helperText="Optional" />
    </Box>
    <Box sx={row}>
      <NumberInput source={methodField('days_min')} label="Days from" min={0} max={60} step={1} validate={required()} defaultValue={1} />
      <NumberInput source={methodField('days_max')} label="Days to" min={0} max={60} step={1} validate={required()} defaultValue={3} />
      <NumberInput source={methodField('sort_order')} label="Order in the list" step={1} defaultValue={0} />
    </Box>
    <BooleanInput source={methodField('requires_address')} label="Needs a town and street address" defaultValue />
    <BooleanInput source={methodField('active')} label="Active" defaultValue />
  </SimpleForm>
);

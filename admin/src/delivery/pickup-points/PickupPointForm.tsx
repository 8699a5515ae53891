import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { fieldsOf } from '../../recordFields';
import { DeliveryToolbar } from '../DeliveryToolbar';
import { emptyIsNull, row } from '../formLayout';
import type { PickupPoint } from '../types';
import { usePickupMethods } from './usePickupMethods';

export const pointField = fieldsOf<PickupPoint>();

const MethodInput = () => {
  const { methods, isPending } = usePickupMethods();
  return <SelectInput source={pointField('method_id')} label="Method" choices={methods} optionText="name_en" isPending={isPending} validate={required()} />;
};

/** A counter or agent shop where shoppers collect their parcels. */
export const PickupPointForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }} toolbar={<DeliveryToolbar noun="Pickup point" />}>
    <Box sx={row}>
      <MethodInput />
      <TextInput source={pointField('name')} validate={required()} />
    </Box>
    <Box sx={row}>
      <ReferenceInput source={pointField('county_code')} reference="counties" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="County" optionText="name" filterToQuery={() => ({})} validate={required()} />
      </ReferenceInput>
      <TextInput source={pointField('town')} validate={required()} />
    </Box>
    <TextInput source={pointField('address')} validate={required()} helperText="Street, building, floor or landmark" />
    <Box sx={row}>
      <TextInput source={pointField('opening_hours')} label="Opening hours" helperText="e.g. Mon–Sat 8:00–18:00" />
      <TextInput source={pointField('phone')} />
    </Box>
    <TextInput source={pointField('external_id')} label="Network's id" parse={emptyIsNull} helperText="The agent network's own id: a CSV import updates the point with it" />
    <BooleanInput source={pointField('active')} label="Active" defaultValue />
  </SimpleForm>
);

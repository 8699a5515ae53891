import { AutocompleteArrayInput, BooleanInput, ReferenceArrayInput, SimpleForm, TextInput, minLength, required } from 'react-admin';
import { fieldsOf } from '../../recordFields';
import { DeliveryToolbar } from '../DeliveryToolbar';
import type { DeliveryZone } from '../types';

export const zoneField = fieldsOf<DeliveryZone>();

/** A zone: a name and the counties it holds (at least one), picked from the 47. */
export const ZoneForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }} toolbar={<DeliveryToolbar noun="Zone" />}>
    <TextInput source={zoneField('name')} validate={required()} helperText="e.g. Nairobi metro" />
    <ReferenceArrayInput
      source={zoneField('counties')}
      reference="counties"
      perPage={100}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        label="Counties"
        optionText="name"
        filterToQuery={() => ({})}
        validate={[required('Pick at least one county'), minLength(1, 'Pick at least one county')]}
        helperText="Type to find a county; a county may sit in several zones"
      />
    </ReferenceArrayInput>
    <BooleanInput source={zoneField('active')} label="Active" defaultValue />
  </SimpleForm>
);

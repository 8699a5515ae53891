import { AutocompleteInput, Datagrid, FunctionField, List, NullableBooleanInput, NumberField, ReferenceInput, SearchInput, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { ActiveChip } from '../../layout/ActiveChip';
import type { DeliveryZone } from '../types';
import { useCountyName } from '../useCounties';
import { zoneField } from './ZoneForm';
import { FilterCreateActions, RowEnd } from '../../layout/ListParts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name" />,
  <ReferenceInput key="county" source="county" label="Holds county" reference="counties" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Holds county" optionText="name" filterToQuery={() => ({})} />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" label="Active" />,
];

/** 'Nairobi City, Kiambu, Machakos and 2 more'. */
const countiesText = (codes: string[], name: (code: string) => string, shown = 3) => {
  const names = codes.map(name);
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
};

export const ZoneList = () => {
  const small = useSmallScreen();
  const countyName = useCountyName();
  return (
    <List title="Delivery zones" filters={filters} actions={<FilterCreateActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<DeliveryZone>
          linkType="edit"
          primaryText={zone => zone.name}
          secondaryText={zone => countiesText(zone.counties, countyName)}
          tertiaryText={zone => <RowEnd><ActiveChip active={zone.active} /></RowEnd>}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source={zoneField('name')} />
          <FunctionField<DeliveryZone> label="Counties" sortable={false} render={zone => countiesText(zone.counties, countyName, 5)} />
          <NumberField source={zoneField('orders_count')} label="Orders" sortable={false} />
          <FunctionField<DeliveryZone> label="Status" sortBy={zoneField('active')} render={zone => <ActiveChip active={zone.active} />} />
        </Datagrid>
      )}
    </List>
  );
};

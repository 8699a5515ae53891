import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar } from 'react-admin';
import { PhoneField } from '../../layout/PhoneLink';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { ActiveChip } from '../../layout/ActiveChip';
import type { PickupPoint } from '../types';
import { ImportCsvButton } from './ImportCsvButton';
import { pointField } from './PickupPointForm';
import { RowEnd } from '../../layout/ListParts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, town or address" />,
  <ReferenceInput key="method_id" source="method_id" label="Method" reference="delivery/methods" perPage={100} sort={{ field: 'sort_order', order: 'ASC' }}>
    <SelectInput label="Method" optionText="name_en" />
  </ReferenceInput>,
  <ReferenceInput key="county_code" source="county_code" label="County" reference="counties" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="County" optionText="name" filterToQuery={() => ({})} />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" label="Active" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ImportCsvButton />
    <CreateButton />
  </TopToolbar>
);

export const PickupPointList = () => {
  const small = useSmallScreen();
  return (
    <List title="Pickup points" filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<PickupPoint>
          linkType="edit"
          primaryText={point => point.name}
          secondaryText={point => `${point.town}, ${point.county_name} · ${point.address}`}
          tertiaryText={point => <RowEnd><ActiveChip active={point.active} /></RowEnd>}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source={pointField('name')} />
          <ReferenceField source={pointField('method_id')} reference="delivery/methods" label="Method" link={false} sortable={false} />
          <FunctionField<PickupPoint> label="Where" sortBy={pointField('county_code')} render={point => `${point.town}, ${point.county_name}`} />
          <TextField source={pointField('address')} sortable={false} />
          <TextField source={pointField('opening_hours')} label="Hours" sortable={false} />
          <PhoneField source={pointField('phone')} label="Phone" />
          <FunctionField<PickupPoint> label="Status" sortBy={pointField('active')} render={point => <ActiveChip active={point.active} />} />
        </Datagrid>
      )}
    </List>
  );
};

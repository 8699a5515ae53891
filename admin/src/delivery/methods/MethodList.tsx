import { Datagrid, FunctionField, List, NullableBooleanInput, NumberField, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { ActiveChip } from '../../layout/ActiveChip';
import { KIND_NAMES, daysText, kindChoices } from '../deliveryText';
import type { DeliveryMethod } from '../types';
import { methodField } from './MethodForm';
import { FilterCreateActions, RowEnd } from '../../layout/ListParts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code or name" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <NullableBooleanInput key="active" source="active" label="Active" />,
];

export const MethodList = () => {
  const small = useSmallScreen();
  return (
    <List title="Delivery methods" filters={filters} actions={<FilterCreateActions />} sort={{ field: 'sort_order', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<DeliveryMethod>
          linkType="edit"
          primaryText={method => `${method.name_en} · ${method.name_sw}`}
          secondaryText={method => `${method.code} · ${KIND_NAMES[method.kind]} · ${daysText(method.days_min, method.days_max)}`}
          tertiaryText={method => <RowEnd><ActiveChip active={method.active} /></RowEnd>}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source={methodField('sort_order')} label="#" />
          <TextField source={methodField('code')} />
          <TextField source={methodField('name_en')} label="Name (English)" />
          <TextField source={methodField('name_sw')} label="Jina (Kiswahili)" />
          <FunctionField<DeliveryMethod> label="Kind" sortBy={methodField('kind')} render={method => KIND_NAMES[method.kind]} />
          <FunctionField<DeliveryMethod> label="Days" sortable={false} render={method => daysText(method.days_min, method.days_max)} />
          <NumberField source={methodField('orders_count')} label="Orders" sortable={false} />
          <FunctionField<DeliveryMethod> label="Status" sortBy={methodField('active')} render={method => <ActiveChip active={method.active} />} />
        </Datagrid>
      )}
    </List>
  );
};

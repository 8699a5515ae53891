import { BooleanField, Datagrid, FunctionField, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { DiscountCode } from '@shop/api-client';
import { ActiveChip } from '../layout/ActiveChip';
import { useSmallScreen } from '../layout/useSmallScreen';
import { discountField } from './DiscountForm';
import { discountTypeChoices, discountUse, discountWhat, discountWindow } from './discountText';
import { FilterCreateActions, RowEnd } from '../layout/ListParts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code" />,
  <SelectInput key="type" source="type" choices={discountTypeChoices} />,
  <NullableBooleanInput key="is_active" source="is_active" label="Active" />,
];

export const DiscountList = () => {
  const small = useSmallScreen();
  return (
    <List title="Discount codes" filters={filters} actions={<FilterCreateActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<DiscountCode>
          linkType="show"
          primaryText={code => code.code}
          secondaryText={code => `${discountWhat(code)} · ${discountUse(code)}`}
          tertiaryText={code => <RowEnd><ActiveChip active={code.is_active} /></RowEnd>}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source={discountField('code')} />
          <FunctionField<DiscountCode> label="Discount" sortBy={discountField('type')} render={discountWhat} />
          <FunctionField<DiscountCode> label="Valid" sortBy={discountField('ends_at')} render={discountWindow} />
          <FunctionField<DiscountCode> label="Used" sortBy={discountField('times_used')} render={discountUse} />
          <BooleanField source={discountField('is_active')} label="Active" />
        </Datagrid>
      )}
    </List>
  );
};

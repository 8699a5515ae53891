import { Box, Chip } from '@mui/material';
import { BooleanField, Datagrid, FunctionField, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TextField, CreateButton, TopToolbar, FilterButton } from 'react-admin';
import type { DiscountCode } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { discountField } from './DiscountForm';
import { discountTypeChoices, discountUse, discountWhat, discountWindow } from './discountText';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code" />,
  <SelectInput key="type" source="type" choices={discountTypeChoices} />,
  <NullableBooleanInput key="is_active" source="is_active" label="Active" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

const ActiveChip = ({ code }: { code: DiscountCode }) => (
  <Chip size="small" label={code.is_active ? 'Active' : 'Inactive'} color={code.is_active ? 'success' : 'default'} variant="outlined" />
);

export const DiscountList = () => {
  const small = useSmallScreen();
  return (
    <List title="Discount codes" filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<DiscountCode>
          linkType="show"
          primaryText={code => code.code}
          secondaryText={code => `${discountWhat(code)} · ${discountUse(code)}`}
          tertiaryText={code => (
            <Box component="span" sx={{ float: 'right' }}>
              <ActiveChip code={code} />
            </Box>
          )}
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

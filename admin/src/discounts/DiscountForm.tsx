import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import type { DiscountCode } from '@shop/api-client';
import { fieldsOf } from '../recordFields';
import { discountTypeChoices } from './discountText';

/** Discount code field names, checked against the API contract. */
export const discountField = fieldsOf<DiscountCode>();

/** A datetime-local box holds Nairobi wall-clock time: the API reads a time without offset as Nairobi's. */
const nairobiInput = {
  format: (value: string | null | undefined) => (value ? value.slice(0, 16) : ''),
  parse: (value: string) => (value === '' ? null : value),
};
const nothingIsNull = (value: string | number | null) => (value === '' || value === undefined ? null : value);

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', '& > *': { flex: '1 1 200px' } } as const;

/** The create and edit form: one column on a phone, pairs side by side from tablets up. */
export const DiscountForm = () => (
  <SimpleForm sx={{ maxWidth: 720 }}>
    <Box sx={row}>
      <TextInput source={discountField('code')} validate={required()} helperText="Letters, digits, - or _; shoppers may type it in any case" />
      <SelectInput source={discountField('type')} choices={discountTypeChoices} validate={required()} />
    </Box>
    <FormDataConsumer<DiscountCode>>
      {({ formData }) =>
        formData.type === 'free_delivery' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Takes off the fee of the delivery method the shopper chooses.
          </Typography>
        ) : (
          <NumberInput
            source={discountField('value')}
            label={formData.type === 'fixed' ? 'KSh off the goods' : 'Percent off the goods (1-100)'}
            validate={required()}
            min={1}
            max={formData.type === 'fixed' ? undefined : 100}
            // Whole percent or whole KSh: the browser refuses cents before saving, as the API does.
            step={1}
          />
        )
      }
    </FormDataConsumer>
    <NumberInput source={discountField('min_goods_total')} label="Minimum goods total (KSh)" parse={nothingIsNull} min={0} step={1} helperText="Empty for no minimum" />
    <Box sx={row}>
      <TextInput source={discountField('starts_at')} label="Starts (Nairobi time)" type="datetime-local" {...nairobiInput} slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source={discountField('ends_at')} label="Ends (Nairobi time)" type="datetime-local" {...nairobiInput} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
    <Box sx={row}>
      <NumberInput source={discountField('usage_limit')} label="Uses in all" parse={nothingIsNull} helperText="Empty for no limit" min={1} />
      <NumberInput source={discountField('per_customer_limit')} label="Uses per customer" parse={nothingIsNull} helperText="Empty for no limit" min={1} />
    </Box>
    <ReferenceArrayInput source={discountField('product_ids')} reference="products">
      <AutocompleteArrayInput label="Only these products" optionText="name" helperText="Empty: every product (or the categories below)" />
    </ReferenceArrayInput>
    <ReferenceArrayInput source={discountField('category_ids')} reference="categories">
      <AutocompleteArrayInput label="Only these categories" optionText="name" helperText="Empty: every category" />
    </ReferenceArrayInput>
    <BooleanInput source={discountField('is_active')} label="Active" defaultValue />
  </SimpleForm>
);

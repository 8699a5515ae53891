import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  maxValue,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { wholeKsh } from '../../catalog/money';
import { fieldsOf } from '../../recordFields';
import { DeliveryToolbar } from '../DeliveryToolbar';
import { emptyIsNull, row } from '../formLayout';
import type { DeliveryRate, WeightBand } from '../types';

export const rateField = fieldsOf<DeliveryRate>();

const FEE = [minValue(0), maxValue(100000), wholeKsh];
const GRAMS = [minValue(0), maxValue(1000000)];
const DAYS = [minValue(0), maxValue(60)];

/** The bands' up-to weights must rise: 1000 g, then 5000 g, … */
const risingBands: Validator = (bands: WeightBand[] | null | undefined) => {
  const weights = (bands ?? []).map(band => Number(band?.up_to_grams));
  return weights.some((grams, index) => index > 0 && !(grams > weights[index - 1]))
    ? 'Each band must be heavier than the one before'
    : undefined;
};

const daysInOrder: Validator = (_value, values: Partial<DeliveryRate>) =>
  values.days_min !== null && values.days_min !== undefined && values.days_max !== null && values.days_max !== undefined && values.days_min > values.days_max
    ? 'Days to must not be less than days from'
    : undefined;

/** A rate: what one method costs in one zone. */
export const RateForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }} toolbar={<DeliveryToolbar noun="Rate" />}>
    <Box sx={row}>
      <ReferenceInput source={rateField('method_id')} reference="delivery/methods" sort={{ field: 'sort_order', order: 'ASC' }} perPage={100}>
        <SelectInput label="Method" optionText="name_en" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source={rateField('zone_id')} reference="delivery/zones" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput label="Zone" optionText="name" validate={required()} />
      </ReferenceInput>
    </Box>
    <Box sx={row}>
      <NumberInput source={rateField('base_fee')} label="Base fee (KSh)" validate={[required(), ...FEE]} defaultValue={0} step={1} />
      <NumberInput source={rateField('base_grams')} label="Base fee covers (g)" validate={[required(), ...GRAMS]} defaultValue={0} step={100} />
      <NumberInput source={rateField('per_kg_fee')} label="Each further kg (KSh)" validate={[required(), ...FEE]} defaultValue={0} step={1} />
    </Box>
    <Typography variant="subtitle2" sx={{ mt: 1 }}>
      Weight bands
    </Typography>
    <Typography variant="body2" color="text.secondary">
      Optional. With bands a parcel pays the first band it fits in; heavier than the last band, that band's fee plus the per-kg fee.
    </Typography>
    <ArrayInput source={rateField('weight_bands')} label={false} validate={risingBands}>
      <SimpleFormIterator inline disableReordering>
        <NumberInput source="up_to_grams" label="Up to (g)" validate={[required(), ...GRAMS]} step={100} helperText={false} />
        <NumberInput source="fee" label="Fee (KSh)" validate={[required(), ...FEE]} step={1} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
    <Box sx={row}>
      <NumberInput source={rateField('free_over')} label="Free over (KSh of goods)" parse={emptyIsNull} validate={FEE} step={1} helperText="Empty: never free" />
      <NumberInput source={rateField('min_goods')} label="Only from (KSh of goods)" parse={emptyIsNull} validate={FEE} step={1} helperText="Empty: any order" />
    </Box>
    <Box sx={row}>
      <NumberInput source={rateField('days_min')} label="Days from" parse={emptyIsNull} validate={[...DAYS, daysInOrder]} step={1} helperText="Empty: the method's" />
      <NumberInput source={rateField('days_max')} label="Days to" parse={emptyIsNull} validate={[...DAYS, daysInOrder]} step={1} helperText="Empty: the method's" />
    </Box>
    <BooleanInput source={rateField('active')} label="Active" defaultValue />
  </SimpleForm>
);

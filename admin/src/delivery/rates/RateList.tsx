import {
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  useGetMany,
  useListContext } from 'react-admin';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { ActiveChip } from '../../layout/ActiveChip';
import { daysText } from '../deliveryText';
import { RatePreview } from '../preview/RatePreview';
import type { DeliveryMethod, DeliveryRate, DeliveryZone } from '../types';
import { rateField } from './RateForm';
import { rateFeeText, rateGoodsText } from './rateText';
import { FilterCreateActions, RowEnd } from '../../layout/ListParts';

const filters = [
  <ReferenceInput key="method_id" source="method_id" label="Method" reference="delivery/methods" alwaysOn perPage={100} sort={{ field: 'sort_order', order: 'ASC' }}>
    <SelectInput label="Method" optionText="name_en" emptyText="All methods" />
  </ReferenceInput>,
  <ReferenceInput key="zone_id" source="zone_id" label="Zone" reference="delivery/zones" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput label="Zone" optionText="name" emptyText="All zones" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" label="Active" />,
];

/** On a phone: 'Rider · Nairobi', its fee and days under it. */
const RateCards = () => {
  const { data } = useListContext<DeliveryRate>();
  const methods = useGetMany<DeliveryMethod>('delivery/methods', { ids: [...new Set((data ?? []).map(rate => rate.method_id))] });
  const zones = useGetMany<DeliveryZone>('delivery/zones', { ids: [...new Set((data ?? []).map(rate => rate.zone_id))] });
  const methodName = (id: number) => methods.data?.find(method => method.id === id)?.name_en ?? `Method ${id}`;
  const zoneName = (id: number) => zones.data?.find(zone => zone.id === id)?.name ?? `Zone ${id}`;
  return (
    <SimpleList<DeliveryRate>
      linkType="edit"
      primaryText={rate => `${methodName(rate.method_id)} · ${zoneName(rate.zone_id)}`}
      secondaryText={rate => [rateFeeText(rate), rateGoodsText(rate), daysText(rate.days_min, rate.days_max)].filter(Boolean).join(' · ')}
      tertiaryText={rate => <RowEnd><ActiveChip active={rate.active} /></RowEnd>}
    />
  );
};

export const RateList = () => {
  const small = useSmallScreen();
  return (
    <>
      <RatePreview />
      <List title="Delivery rates" filters={filters} actions={<FilterCreateActions />} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
        {small ? (
          <RateCards />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <ReferenceField source={rateField('method_id')} reference="delivery/methods" label="Method" link={false} />
            <ReferenceField source={rateField('zone_id')} reference="delivery/zones" label="Zone" link={false} />
            <FunctionField<DeliveryRate> label="Fee" sortBy={rateField('base_fee')} render={rateFeeText} />
            <FunctionField<DeliveryRate> label="Goods" sortable={false} render={rateGoodsText} />
            <FunctionField<DeliveryRate> label="Days" sortable={false} render={rate => daysText(rate.days_min, rate.days_max) || "Method's"} />
            <FunctionField<DeliveryRate> label="Status" sortBy={rateField('active')} render={rate => <ActiveChip active={rate.active} />} />
          </Datagrid>
        )}
      </List>
    </>
  );
};

import { createElement } from 'react';
import { Create, Edit, useRecordContext } from 'react-admin';
import MapIcon from '@mui/icons-material/Map';
import type { DeliveryZone } from '../types';
import { ZoneForm } from './ZoneForm';
import { ZoneList } from './ZoneList';

const Title = () => {
  const zone = useRecordContext<DeliveryZone>();
  return zone ? `Delivery zone ${zone.name}` : 'Delivery zone';
};

export const ZoneCreate = () => createElement(Create, { title: 'New delivery zone', redirect: 'list' }, createElement(ZoneForm));
export const ZoneEdit = () =>
  createElement(Edit, { title: createElement(Title), mutationMode: 'pessimistic', redirect: 'list' }, createElement(ZoneForm));

export default {
  list: ZoneList,
  create: ZoneCreate,
  edit: ZoneEdit,
  icon: MapIcon,
  recordRepresentation: 'name',
  options: { label: 'Zones' },
};

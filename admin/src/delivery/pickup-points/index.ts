import { createElement } from 'react';
import { Create, Edit, useRecordContext } from 'react-admin';
import StoreIcon from '@mui/icons-material/Store';
import type { PickupPoint } from '../types';
import { PickupPointForm } from './PickupPointForm';
import { PickupPointList } from './PickupPointList';

const Title = () => {
  const point = useRecordContext<PickupPoint>();
  return point ? `Pickup point ${point.name}` : 'Pickup point';
};

export const PickupPointCreate = () => createElement(Create, { title: 'New pickup point', redirect: 'list' }, createElement(PickupPointForm));
export const PickupPointEdit = () =>
  createElement(Edit, { title: createElement(Title), mutationMode: 'pessimistic', redirect: 'list' }, createElement(PickupPointForm));

export default {
  list: PickupPointList,
  create: PickupPointCreate,
  edit: PickupPointEdit,
  icon: StoreIcon,
  recordRepresentation: 'name',
  options: { label: 'Pickup points' },
};

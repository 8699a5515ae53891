import { createElement } from 'react';
import { Create, Edit, useRecordContext } from 'react-admin';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { DeliveryMethod } from '../types';
import { MethodForm } from './MethodForm';
import { MethodList } from './MethodList';

const Title = () => {
  const method = useRecordContext<DeliveryMethod>();
  return method ? `Delivery method ${method.name_en}` : 'Delivery method';
};

export const MethodCreate = () => createElement(Create, { title: 'New delivery method', redirect: 'list' }, createElement(MethodForm));
export const MethodEdit = () =>
  createElement(Edit, { title: createElement(Title), mutationMode: 'pessimistic', redirect: 'list' }, createElement(MethodForm));

export default {
  list: MethodList,
  create: MethodCreate,
  edit: MethodEdit,
  icon: LocalShippingIcon,
  recordRepresentation: (method: DeliveryMethod) => method.name_en,
  options: { label: 'Methods' },
};

import { createElement } from 'react';
import { Create, Edit } from 'react-admin';
import PaymentsIcon from '@mui/icons-material/Payments';
import { RateForm } from './RateForm';
import { RateList } from './RateList';
import { rateToSave } from './rateText';

export const RateCreate = () => createElement(Create, { title: 'New delivery rate', redirect: 'list', transform: rateToSave }, createElement(RateForm));
export const RateEdit = () =>
  createElement(Edit, { title: 'Edit delivery rate', mutationMode: 'pessimistic', redirect: 'list', transform: rateToSave }, createElement(RateForm));

export default { list: RateList, create: RateCreate, edit: RateEdit, icon: PaymentsIcon, options: { label: 'Rates' } };

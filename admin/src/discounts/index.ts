import { createElement } from 'react';
import { Create, Edit } from 'react-admin';
import DiscountIcon from '@mui/icons-material/LocalOffer';
import { DiscountForm } from './DiscountForm';
import { DiscountList } from './DiscountList';
import { DiscountShow } from './DiscountShow';

/** New codes start active; saving goes to the code's page, where its use is shown. */
export const DiscountCreate = () => createElement(Create, { title: 'New discount code', redirect: 'show' }, createElement(DiscountForm));
export const DiscountEdit = () => createElement(Edit, { title: 'Edit discount code', redirect: 'show', mutationMode: 'pessimistic' }, createElement(DiscountForm));

export default { list: DiscountList, show: DiscountShow, create: DiscountCreate, edit: DiscountEdit, icon: DiscountIcon, recordRepresentation: 'code' };

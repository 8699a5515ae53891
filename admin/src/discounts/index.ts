import { createElement } from 'react';
import { Create, Edit, useNotify, useRedirect, type RaRecord } from 'react-admin';
import DiscountIcon from '@mui/icons-material/LocalOffer';
import type { DiscountCode } from '@shop/api-client';
import { DiscountForm } from './DiscountForm';
import { DiscountList } from './DiscountList';
import { DiscountShow } from './DiscountShow';

/** Saving names the code it saved ('Code KARIBU10 created') and goes to the code's page, where its use is shown. */
const useSavedCode = (done: 'created' | 'saved') => {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (saved: RaRecord) => {
      const code = saved as DiscountCode;
      notify(`Code ${code.code} ${done}`, { type: 'success' });
      redirect('show', 'discount-codes', code.id);
    },
  };
};

/** New codes start active. */
export const DiscountCreate = () => createElement(Create, { title: 'New discount code', mutationOptions: useSavedCode('created') }, createElement(DiscountForm));
export const DiscountEdit = () =>
  createElement(Edit, { title: 'Edit discount code', mutationMode: 'pessimistic', mutationOptions: useSavedCode('saved') }, createElement(DiscountForm));

export default { list: DiscountList, show: DiscountShow, create: DiscountCreate, edit: DiscountEdit, icon: DiscountIcon, recordRepresentation: 'code' };

import { BooleanInput, Datagrid, DateField, FunctionField, List, SelectInput, SimpleList, TextField, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import type { Payment } from '@shop/api-client';
import { useConsolePath } from '../catalog/useConsolePath';
import { RowEnd } from '../layout/ListParts';
import { PhoneField } from '../layout/PhoneLink';
import { phoneText } from '../layout/phone';
import { useSmallScreen } from '../layout/useSmallScreen';
import { providerChoices, providerName } from '../orders/paymentMethod';
import { dateTime } from '../orders/when';
import { fieldsOf } from '../recordFields';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { mpesaResultText, paymentAmount, paymentStatusChoices } from './paymentText';

/** Payment field names, checked against the API contract. */
const paymentField = fieldsOf<Payment>();

const filters = [
  // One queue for both providers: money staff must accept or refund. Off removes the filter rather than asking for the rest.
  <BooleanInput key="needs_review" source="needs_review" label="Needs review" alwaysOn parse={(on: boolean) => on || null} />,
  <SelectInput key="method" source={paymentField('method')} label="Method" choices={providerChoices} emptyText="All methods" alwaysOn />,
  <SelectInput key="status" source={paymentField('status')} label="Status" choices={paymentStatusChoices} emptyText="All statuses" alwaysOn />,
];

const PaymentStatusField = (_props: { label?: string; sortBy?: string }) => {
  const payment = useRecordContext<Payment>();
  return payment ? <PaymentStatusBadge status={payment.status} /> : null;
};

/** A reference, an amount, a phone or a receipt read as one word: the date and the result wrap instead. */
const UNBROKEN_COLUMNS = {
  [['order_reference', 'amount', 'phone_or_account', 'receipt_or_confirmation'].map(source => `& .column-${source}`).join(', ')]: { whiteSpace: 'nowrap' },
};

/** The M-Pesa receipt or Pesapal's code once paid, else why a prompt failed. */
const outcome = (payment: Payment) => payment.receipt_or_confirmation ?? mpesaResultText(payment);

/** /payments: M-Pesa prompts and Pesapal payments together, newest first; a row opens its order. */
export const PaymentList = () => {
  const small = useSmallScreen();
  const consolePath = useConsolePath();
  const orderPath = (_id: Identifier, _resource: string, payment: RaRecord) => consolePath(`/orders/${String(payment[paymentField('order_id')])}/show`);
  return (
    <List title="Payments" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Payment>
          rowClick={orderPath}
          primaryText={payment => `${payment.order_reference} · ${paymentAmount(payment)}`}
          // The phone never breaks across lines.
          secondaryText={payment => [providerName(payment.method), phoneText(payment.phone_or_account).replaceAll(' ', '\u00a0'), outcome(payment), dateTime(payment.created_at)].filter(Boolean).join(' · ')}
          // An element, not a function: SimpleList would dim it like secondary text.
          tertiaryText={
            <RowEnd>
              <PaymentStatusField />
            </RowEnd>
          }
          sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid rowClick={orderPath} bulkActionButtons={false} sx={UNBROKEN_COLUMNS}>
          <DateField source={paymentField('created_at')} label="Date" showTime locales="en-KE" />
          <TextField source={paymentField('order_reference')} label="Order" sortBy={paymentField('order_id')} />
          <FunctionField<Payment> label="Method" sortBy={paymentField('method')} render={payment => providerName(payment.method)} />
          <FunctionField<Payment> source={paymentField('amount')} label="Amount" render={paymentAmount} />
          <PaymentStatusField label="Status" sortBy={paymentField('status')} />
          <PhoneField source={paymentField('phone_or_account')} label="Phone or account" />
          <TextField source={paymentField('receipt_or_confirmation')} label="Receipt" sortable={false} emptyText="-" />
          <FunctionField<Payment> label="Result" sortable={false} render={mpesaResultText} />
        </Datagrid>
      )}
    </List>
  );
};

import { Card, CardContent, Typography } from '@mui/material';
import {
  DateField,
  EmailField,
  Pagination,
  ReferenceManyField,
  SelectField,
  ShowBase,
  SimpleShowLayout,
  TextField,
  Title,
  useShowContext,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { User } from '@shop/api-client';
import { OrderColumns } from '../orders/OrderList';
import { PhoneField } from '../layout/PhoneLink';
import { fieldsOf } from '../recordFields';
import { LANGUAGE_CHOICES } from '../notifications/notificationText';

/** User field names, checked against the API contract. */
const customerField = fieldsOf<User>();

const CustomerDetail = () => {
  const { record: customer, isPending, error } = useShowContext<User>();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !customer) return <Typography sx={{ p: 2 }}>Customer Not Found</Typography>;
  return (
    <>
      <Title title={`Customer ${customer.full_name || customer.username}`} />
      <Card sx={{ mt: 2 }}>
        <SimpleShowLayout>
          <TextField source={customerField('username')} />
          <TextField source={customerField('full_name')} label="Full name" emptyText="-" />
          <EmailField source={customerField('email')} />
          <PhoneField source={customerField('phone')} emptyText="Not provided" />
          <TextField source={customerField('address')} emptyText="Not provided" />
          <SelectField source={customerField('language')} label="Messages in" choices={LANGUAGE_CHOICES} />
          <DateField source={customerField('date_joined')} label="Customer since" showTime locales="en-KE" />
        </SimpleShowLayout>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Orders
          </Typography>
          {/* GET /api/orders/?filter={"user_id": id}, newest first */}
          <ReferenceManyField
            reference="orders"
            target="user_id"
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
            empty={<Typography color="text.secondary">No orders yet.</Typography>}
          >
            <OrderColumns withCustomer={false} />
          </ReferenceManyField>
        </CardContent>
      </Card>
    </>
  );
};

export const CustomerShow = () => {
  const { id } = useParams<'id'>();
  return (
    <ShowBase resource="users" id={id}>
      <CustomerDetail />
    </ShowBase>
  );
};

import { Datagrid, DateField, EmailField, List, SearchInput, SimpleList } from 'react-admin';
import type { Subscriber } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { fieldsOf } from '../recordFields';

/** Subscriber field names, checked against the API contract. */
const subscriberField = fieldsOf<Subscriber>();

/** Addresses signed up through the storefront's newsletter box. */
export const NewsletterSubscriberList = () => {
  const small = useSmallScreen();
  return (
    <List
      title="Newsletter subscribers"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
    >
      {small ? (
        <SimpleList<Subscriber>
          rowClick={false}
          primaryText={subscriber => subscriber.email}
          secondaryText={subscriber => `Subscribed ${new Date(subscriber.created_at).toLocaleString('en-KE')}`}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <EmailField source={subscriberField('email')} />
          <DateField source={subscriberField('created_at')} label="Subscribed" showTime locales="en-KE" />
        </Datagrid>
      )}
    </List>
  );
};

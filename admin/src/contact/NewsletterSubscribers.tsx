import { Datagrid, DateField, EmailField, List, SearchInput } from 'react-admin';

/** Addresses signed up through the storefront's newsletter box. */
export const NewsletterSubscriberList = () => (
  <List
    title="Newsletter subscribers"
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={50}
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <EmailField source="email" />
      <DateField source="created_at" label="Subscribed" showTime locales="en-KE" />
    </Datagrid>
  </List>
);

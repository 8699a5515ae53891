import {
  Datagrid,
  DateField,
  DeleteButton,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { ContactMessage } from '@shop/api-client';
import { PhoneField } from '../layout/PhoneLink';
import { useSmallScreen } from '../layout/useSmallScreen';
import { day } from '../orders/when';
import { SUBJECT_CHOICES } from './subjects';
import { fieldsOf } from '../recordFields';

/** ContactMessage field names, checked against the API contract. */
const messageField = fieldsOf<ContactMessage>();

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="subject" source="subject" choices={SUBJECT_CHOICES} emptyText="All subjects" alwaysOn />,
];

/** Messages sent through the storefront's contact form, newest first. */
export const ContactMessageList = () => {
  const small = useSmallScreen();
  return (
    <List title="Contact messages" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<ContactMessage>
          rowClick="show"
          primaryText={message => message.name}
          tertiaryText={message => day(message.created_at)}
          secondaryText={message => message.message}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source={messageField('created_at')} label="Received" showTime locales="en-KE" />
          <TextField source={messageField('name')} />
          <EmailField source={messageField('email')} />
          <SelectField source={messageField('subject')} choices={SUBJECT_CHOICES} />
          <TextField
            source={messageField('message')}
            sortable={false}
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }}
          />
        </Datagrid>
      )}
    </List>
  );
};

const MessageTitle = () => {
  const message = useRecordContext<ContactMessage>();
  return <>{message ? `Message from ${message.name}` : 'Message'}</>;
};

// Read-only: staff answer by e-mail or phone; the only change is removing a dealt-with message.
const MessageActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this message?" confirmContent="It cannot be recovered." />
  </TopToolbar>
);

export const ContactMessageShow = () => (
  <Show title={<MessageTitle />} actions={<MessageActions />}>
    <SimpleShowLayout>
      <DateField source={messageField('created_at')} label="Received" showTime locales="en-KE" />
      <TextField source={messageField('name')} />
      <EmailField source={messageField('email')} />
      <PhoneField source={messageField('phone')} emptyText="Not provided" />
      <SelectField source={messageField('subject')} choices={SUBJECT_CHOICES} />
      <TextField source={messageField('message')} sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

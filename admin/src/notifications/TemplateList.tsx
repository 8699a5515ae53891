import { Chip, Stack } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, useRecordContext } from 'react-admin';
import type { NotificationTemplate } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { fieldsOf } from '../recordFields';
import { AUDIENCE_CHOICES, CHANNEL_CHOICES, EVENT_CHOICES, LANGUAGE_CHOICES, templateName } from './notificationText';

/** NotificationTemplate field names, checked against the API contract. */
const templateField = fieldsOf<NotificationTemplate>();

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Words in a message" />,
  <SelectInput key="event" source={templateField('event')} choices={EVENT_CHOICES} emptyText="All events" alwaysOn />,
  <SelectInput key="channel" source={templateField('channel')} choices={CHANNEL_CHOICES} emptyText="All channels" alwaysOn />,
  <SelectInput key="language" source={templateField('language')} choices={LANGUAGE_CHOICES} emptyText="All languages" alwaysOn />,
  <SelectInput key="audience" source={templateField('audience')} choices={AUDIENCE_CHOICES} emptyText="Customers and staff" />,
];

/** 'Edited' when staff changed the words; nothing for the shop's defaults. */
export const EditedMark = (_props: { label?: string }) => {
  const template = useRecordContext<NotificationTemplate>();
  if (!template?.edited) return null;
  return <Chip size="small" color="info" variant="outlined" label="Edited" data-testid="edited-mark" />;
};

/**
 * The words of every SMS and e-mail, grouped by event (sorted by it), then channel. A customer's message is
 * written in English and Kiswahili: the list starts on English, its language filter shows the Kiswahili.
 */
export const TemplateList = () => {
  const small = useSmallScreen();
  return (
    <List title="Message templates" filters={filters} filterDefaultValues={{ language: 'en' }} sort={{ field: 'event', order: 'ASC' }} perPage={50} pagination={false} exporter={false}>
      {small ? (
        <SimpleList<NotificationTemplate>
          rowClick="edit"
          primaryText={template => (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} component="span">
              {templateName(template)}
              <EditedMark />
            </Stack>
          )}
          secondaryText={template => template.description}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <SelectField source={templateField('event')} choices={EVENT_CHOICES} />
          <SelectField source={templateField('channel')} choices={CHANNEL_CHOICES} />
          <SelectField source={templateField('audience')} choices={AUDIENCE_CHOICES} label="To" />
          <SelectField source={templateField('language')} choices={LANGUAGE_CHOICES} sortable={false} />
          <TextField source={templateField('description')} sortable={false} />
          <EditedMark label="Edited" />
          <FunctionField<NotificationTemplate>
            label="Changed by"
            sortable={false}
            render={template => (template.edited ? (template.updated_by ?? '') : '')}
          />
        </Datagrid>
      )}
    </List>
  );
};

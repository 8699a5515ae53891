import { Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectField, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import type { WhatsAppTemplate } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { EVENT_CHOICES, LANGUAGE_CHOICES } from '../notifications/notificationText';
import { fieldsOf } from '../recordFields';
import { WHATSAPP_EVENT_CHOICES, whatsAppTemplateName } from './whatsappText';

/** WhatsAppTemplate field names, checked against the API contract. */
const templateField = fieldsOf<WhatsAppTemplate>();

const filters = [
  <SelectInput key="event" source={templateField('event')} choices={WHATSAPP_EVENT_CHOICES} label="Order update" emptyText="All order updates" alwaysOn />,
  <SelectInput key="language" source={templateField('language')} choices={LANGUAGE_CHOICES} emptyText="All languages" alwaysOn />,
];

/** 'Changed' when staff set the mapping, 'Default' for the shop's own. */
export const ChangedMark = ({ quiet = false }: { label?: string; quiet?: boolean }) => {
  const template = useRecordContext<WhatsAppTemplate>();
  if (!template) return null;
  if (quiet && !template.changed) return null;
  return template.changed ? (
    <Chip size="small" color="info" variant="outlined" label="Changed" data-testid="changed-mark" />
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      Default
    </Typography>
  );
};

/** The approved template's name, or that the update stays on SMS (no name). */
export const TemplateNameText = ({ template }: { template: WhatsAppTemplate }) =>
  template.name ? (
    <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {template.name}
    </Typography>
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Kept on SMS" />
  );

/**
 * Which approved WhatsApp template carries each order update, in English and Kiswahili: an update with no
 * template name goes to WhatsApp customers by SMS.
 */
export const WhatsAppTemplateList = () => {
  const small = useSmallScreen();
  return (
    <List title="WhatsApp templates" filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50} pagination={false} exporter={false}>
      {small ? (
        <SimpleList<WhatsAppTemplate>
          rowClick="edit"
          primaryText={template => (
            <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {whatsAppTemplateName(template)}
              <ChangedMark quiet />
            </Stack>
          )}
          secondaryText={template => <TemplateNameText template={template} />}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <SelectField source={templateField('event')} choices={EVENT_CHOICES} label="Order update" />
          <SelectField source={templateField('language')} choices={LANGUAGE_CHOICES} />
          <FunctionField<WhatsAppTemplate> label="Template in WhatsApp Manager" source={templateField('name')} sortable={false} render={template => <TemplateNameText template={template} />} />
          <FunctionField<WhatsAppTemplate>
            label="Variables"
            sortable={false}
            render={template => (template.variables.length ? template.variables.join(', ') : '-')}
          />
          <ChangedMark label="Changed" />
        </Datagrid>
      )}
    </List>
  );
};

import type { MouseEvent } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  Link as RouterLink,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField } from 'react-admin';
import { Link, Typography } from '@mui/material';
import type { Notification } from '@shop/api-client';
import { useConsolePath } from '../catalog/useConsolePath';
import { PhoneLink } from '../layout/PhoneLink';
import { phoneText } from '../layout/phone';
import { useSmallScreen } from '../layout/useSmallScreen';
import { day } from '../orders/when';
import { fieldsOf } from '../recordFields';
import { NotificationStatusField } from './NotificationStatusChip';
import { CHANNEL_CHOICES, channelLabel, EVENT_CHOICES, eventLabel, orderNumber, STATUS_CHOICES } from './notificationText';
import { RowEnd } from '../layout/ListParts';

/** Notification field names, checked against the API contract. */
const notificationField = fieldsOf<Notification>();

const filters = [
  <NumberInput key="order_id" source={notificationField('order_id')} label="Order id" min={1} alwaysOn />,
  <SelectInput key="channel" source={notificationField('channel')} choices={CHANNEL_CHOICES} emptyText="All channels" alwaysOn />,
  <SelectInput key="status" source={notificationField('status')} choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
  <SelectInput key="event" source={notificationField('event')} choices={EVENT_CHOICES} emptyText="All events" />,
];

/** A link to the order's page, '#123'. */
export const OrderLink = ({ orderId }: { orderId: number | null }) => {
  const consolePath = useConsolePath();
  if (orderId === null) return null;
  return (
    <Link component={RouterLink} to={consolePath(`/orders/${orderId}/show`)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {orderNumber(orderId)}
    </Link>
  );
};

/** 'Sent instead of WhatsApp message #12', a link to the WhatsApp message WhatsApp could not deliver (this SMS replaces it). */
export const fallbackWords = (fallbackOf: number) => `Sent instead of WhatsApp message #${fallbackOf}`;

export const FallbackLink = ({ fallbackOf }: { fallbackOf: number | null }) => {
  const consolePath = useConsolePath();
  if (fallbackOf === null) return null;
  return (
    <Link component={RouterLink} to={consolePath(`/notifications/${fallbackOf}/show`)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {fallbackWords(fallbackOf)}
    </Link>
  );
};

/** The columns every table of messages shares (the outbox, an order's messages); a SimpleList on a phone. */
export const NotificationColumns = ({ withOrder = true }: { withOrder?: boolean }) => {
  const small = useSmallScreen();
  if (small)
    return (
      <SimpleList<Notification>
        resource="notifications"
        rowClick="show"
        primaryText={notification => `${eventLabel(notification.event)} · ${channelLabel(notification.channel)}`}
        tertiaryText={
          <RowEnd><NotificationStatusField /></RowEnd>
        }
        secondaryText={notification =>
          [
            phoneText(notification.recipient),
            withOrder && notification.order_id ? orderNumber(notification.order_id) : '',
            day(notification.created_at),
            notification.fallback_of === null ? '' : fallbackWords(notification.fallback_of),
            notification.error ?? '',
          ]
            .filter(Boolean)
            .join(' · ')
        }
        sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
      />
    );
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} resource="notifications">
      <SelectField source={notificationField('event')} choices={EVENT_CHOICES} />
      <FunctionField<Notification>
        source={notificationField('channel')}
        render={notification => (
          <>
            {channelLabel(notification.channel)}
            {notification.fallback_of !== null && (
              <Typography variant="caption" component="div">
                <FallbackLink fallbackOf={notification.fallback_of} />
              </Typography>
            )}
          </>
        )}
      />
      <FunctionField<Notification>
        source={notificationField('recipient')}
        sortable={false}
        sx={{ overflowWrap: 'anywhere' }}
        render={notification => <PhoneLink phone={notification.recipient} />}
      />
      <NotificationStatusField label="Status" sortBy={notificationField('status')} />
      {withOrder && (
        <FunctionField<Notification>
          label="Order"
          sortable={false}
          render={notification => <OrderLink orderId={notification.order_id} />}
        />
      )}
      <TextField source={notificationField('attempts')} sortable={false} />
      <TextField source={notificationField('provider_message_id')} label="Provider message id" emptyText="-" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
      <TextField
        source={notificationField('error')}
        emptyText=""
        sortable={false}
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 260 }}
      />
      <DateField source={notificationField('created_at')} label="Created" showTime locales="en-KE" />
    </Datagrid>
  );
};

/** The outbox: every SMS and e-mail the shop wrote, newest first. */
export const NotificationList = () => (
  <List title="Notifications" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
    <NotificationColumns />
  </List>
);

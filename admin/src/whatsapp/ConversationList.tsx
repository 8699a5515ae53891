import { Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import type { WhatsAppConversation } from '@shop/api-client';
import { PhoneLink } from '../layout/PhoneLink';
import { useSmallScreen } from '../layout/useSmallScreen';
import { OrderLink } from '../notifications/NotificationList';
import { orderNumber } from '../notifications/notificationText';
import { dateTime } from '../orders/when';
import { useNow, WindowChip } from './WindowChip';
import { conversationName, shortWhen, snippet } from './whatsappText';

/** New customers' messages come in while staff watch the inbox: it is read again this often. */
export const INBOX_REFRESH_MS = 30_000;

/**
 * The WhatsApp inbox: one row a customer's number, the newest message first (the API's order: it takes
 * no sort or filter), with whether staff may still answer in free text.
 */
export const ConversationList = () => {
  const small = useSmallScreen();
  const now = useNow();
  return (
    <List
      title="WhatsApp"
      actions={false}
      exporter={false}
      perPage={25}
      sort={{ field: 'id', order: 'DESC' }}
      queryOptions={{ refetchInterval: INBOX_REFRESH_MS }}
      empty={
        <Typography sx={{ p: 3 }} color="text.secondary">
          No WhatsApp messages from customers yet.
        </Typography>
      }
    >
      {small ? (
        <SimpleList<WhatsAppConversation>
          rowClick="show"
          primaryText={conversation => (
            <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {conversationName(conversation)}
              <WindowChip closesAt={conversation.window_closes_at} now={now} />
            </Stack>
          )}
          secondaryText={conversation => snippet(conversation.last_message)}
          tertiaryText={conversation =>
            [shortWhen(conversation.last_message.created_at, now), conversation.order_id === null ? '' : orderNumber(conversation.order_id)].filter(Boolean).join(' · ')
          }
          sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<WhatsAppConversation>
            label="Customer"
            sortable={false}
            render={conversation => (
              <Stack sx={{ minWidth: 0 }}>
                {conversation.name.trim() && (
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {conversation.name}
                  </Typography>
                )}
                <PhoneLink phone={`+${conversation.phone}`} />
              </Stack>
            )}
          />
          <FunctionField<WhatsAppConversation>
            label="Last message"
            sortable={false}
            render={conversation => (
              <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420, overflowWrap: 'anywhere' }}>
                {snippet(conversation.last_message, 160)}
              </Typography>
            )}
          />
          <FunctionField<WhatsAppConversation> label="When" sortable={false} render={conversation => dateTime(conversation.last_message.created_at)} />
          <FunctionField<WhatsAppConversation> label="Latest order" sortable={false} render={conversation => <OrderLink orderId={conversation.order_id} />} />
          <FunctionField<WhatsAppConversation>
            label="Answer"
            sortable={false}
            render={conversation => <WindowChip closesAt={conversation.window_closes_at} now={now} />}
          />
        </Datagrid>
      )}
    </List>
  );
};

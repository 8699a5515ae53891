import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { ShowBase, Title, useDataProvider, useNotify, useRefresh, useShowContext } from 'react-admin';
import type { Notification } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';
import { Fact } from '../layout/Fact';
import { PhoneLink } from '../layout/PhoneLink';
import type { ShopDataProvider } from '../dataProvider';
import { dateTime } from '../orders/when';
import { FallbackLink, OrderLink } from './NotificationList';
import { NotificationStatusChip } from './NotificationStatusChip';
import { canResend, channelLabel, eventLabel } from './notificationText';
import { SentHtml } from './SentHtml';

/** "Send again" for a failed or skipped message: queued afresh, its tries start over. */
export const ResendButton = ({ notification }: { notification: Notification }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendNotification(notification.id),
    onSuccess: () => {
      notify('Queued to be sent again', { type: 'info' });
      refresh();
    },
    onError: error => notify(failureMessage(error, 'Could not send it again'), { type: 'error' }),
  });
  if (!canResend(notification)) return null;
  return (
    <Button
      variant="contained"
      startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      Send again
    </Button>
  );
};

export const NotificationDetail = () => {
  const { record: notification, isPending, error } = useShowContext<Notification>();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !notification) return <Typography sx={{ p: 2 }}>Message not found</Typography>;
  const heading = `${eventLabel(notification.event)} · ${channelLabel(notification.channel)}`;
  return (
    <Stack sx={{ mt: 2, gap: 2, minWidth: 0 }}>
      <Title title={heading} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <NotificationStatusChip status={notification.status} />
        <ResendButton notification={notification} />
      </Stack>
      {notification.fallback_of !== null && (
        <Typography sx={{ mt: -1 }}>
          <FallbackLink fallbackOf={notification.fallback_of} />
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
        >
          <Fact label="To">
            <PhoneLink phone={notification.recipient} />
          </Fact>
          <Fact label="Order">{notification.order_id !== null && <OrderLink orderId={notification.order_id} />}</Fact>
          <Fact label="Template">{notification.template}</Fact>
          <Fact label="Tries">{String(notification.attempts)}</Fact>
          <Fact label="Provider">{notification.provider}</Fact>
          <Fact label="Provider message id">{notification.provider_message_id}</Fact>
          <Fact label="Delivery status">{notification.delivery_status}</Fact>
          <Fact label="Error">{notification.error}</Fact>
          <Fact label="Created">{dateTime(notification.created_at)}</Fact>
          <Fact label="Sent">{notification.sent_at && dateTime(notification.sent_at)}</Fact>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {notification.channel === 'email' ? 'E-mail as sent' : 'Text as sent'}
          </Typography>
          {notification.subject && <Fact label="Subject">{notification.subject}</Fact>}
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }} data-testid="sent-text">
            {notification.text}
          </Typography>
          {notification.html && (
            <Box sx={{ mt: 2 }}>
              <SentHtml html={notification.html} title={`E-mail to ${notification.recipient}`} />
            </Box>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};

export const NotificationShow = () => (
  <ShowBase>
    <NotificationDetail />
  </ShowBase>
);

import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, ShowBase, Title, useDataProvider, useNotify, useRefresh, useShowContext } from 'react-admin';
import type { WhatsAppConversationDetail, WhatsAppMessage } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';
import { useConsolePath } from '../catalog/useConsolePath';
import type { ShopDataProvider } from '../dataProvider';
import { PhoneLink } from '../layout/PhoneLink';
import { useSmallScreen } from '../layout/useSmallScreen';
import { orderNumber } from '../notifications/notificationText';
import { day } from '../orders/when';
import { useNow, WindowChip } from './WindowChip';
import { answerWindow, clock, conversationName, deliveryWords, WINDOW_CLOSED_WORDS } from './whatsappText';

/** A customer may write again, and answers' deliveries move on, while staff read: the conversation is read again this often. */
export const CONVERSATION_REFRESH_MS = 15_000;

/** WhatsApp takes at most this many characters in a message (the API refuses more). */
const MAX_ANSWER = 4096;

/** One message: the customer's on the left, staff's answers on the right with who sent it and how far it got. */
const Bubble = ({ message }: { message: WhatsAppMessage }) => {
  const out = message.direction === 'out';
  const failed = message.delivery_status === 'failed';
  return (
    <Box sx={{ display: 'flex', justifyContent: out ? 'flex-end' : 'flex-start' }} data-direction={message.direction} role="listitem">
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          ...(out ? { borderBottomRightRadius: 4, bgcolor: '#dcf8c6' } : { borderBottomLeftRadius: 4, bgcolor: 'grey.100' }),
          color: '#1f1f1f',
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
        <Typography variant="caption" component="div" sx={{ textAlign: 'right', color: failed ? 'error.main' : 'text.secondary', fontWeight: failed ? 700 : 400 }}>
          {[out ? (message.sent_by ?? 'Staff') : '', clock(new Date(message.created_at)), out ? deliveryWords(message.delivery_status) : ''].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
};

/** The messages oldest first, a line with the day where it changes; the newest is scrolled into view as it arrives. */
const Chat = ({ messages }: { messages: WhatsAppMessage[] }) => {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  return (
    <Stack sx={{ gap: 1 }} role="list" aria-label="Messages">
      {messages.map((message, index) => {
        const date = day(message.created_at);
        const newDay = index === 0 || day(messages[index - 1].created_at) !== date;
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Divider role="presentation" sx={{ my: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {date}
                </Typography>
              </Divider>
            )}
            <Bubble message={message} />
          </Fragment>
        );
      })}
      <div ref={end} />
    </Stack>
  );
};

/**
 * Staff's answer, free text while the 24-hour window is open. Closed, the box is disabled and says why and what
 * to do instead; a refusal (409 closed meanwhile, 502 WhatsApp refused it) is shown and the conversation read again.
 */
export const ReplyBox = ({ conversation, now }: { conversation: WhatsAppConversationDetail; now: Date }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const small = useSmallScreen();
  const window = answerWindow(conversation.window_closes_at, now);
  const send = useMutation({
    mutationFn: (answer: string) => dataProvider.replyWhatsApp(conversation.phone, answer),
    onSuccess: () => {
      setText('');
      notify('Answer sent', { type: 'info' });
      refresh();
    },
    onError: error => {
      notify(failureMessage(error, 'Could not send the answer'), { type: 'error' });
      refresh();
    },
  });
  const canSend = window.open && text.trim() !== '' && !send.isPending;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) send.mutate(text);
  };
  // Enter writes a new line (answers are often several); Ctrl or Cmd with Enter sends.
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Answer">
      {!window.open && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="window-closed">
          {WINDOW_CLOSED_WORDS}
          <Box sx={{ mt: 0.5 }}>
            <PhoneLink phone={`+${conversation.phone}`} />
          </Box>
        </Alert>
      )}
      <TextField
        label="Your answer"
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        value={text}
        onChange={event => setText(event.target.value)}
        onKeyDown={sendOnCtrlEnter}
        disabled={!window.open || send.isPending}
        slotProps={{ htmlInput: { maxLength: MAX_ANSWER } }}
        helperText={window.open ? `Free text until ${window.until}, 24 hours after their last message${small ? '' : ' · Ctrl+Enter sends'}` : undefined}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        >
          Send
        </Button>
      </Stack>
    </Box>
  );
};

export const ConversationDetail = () => {
  const { record: conversation, isPending, error } = useShowContext<WhatsAppConversationDetail>();
  const consolePath = useConsolePath();
  const now = useNow();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !conversation) return <Typography sx={{ p: 2 }}>Conversation not found</Typography>;
  const name = conversationName(conversation);
  return (
    <Stack sx={{ mt: 2, gap: 2, minWidth: 0, maxWidth: 900 }}>
      <Title title={`WhatsApp: ${name}`} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
          {name}
        </Typography>
        <WindowChip closesAt={conversation.window_closes_at} now={now} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: -1 }}>
        <PhoneLink phone={`+${conversation.phone}`} />
        {conversation.order_id !== null && (
          <Link component={RouterLink} to={consolePath(`/orders/${conversation.order_id}/show`)}>
            Latest order {orderNumber(conversation.order_id)}
          </Link>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
          {/* Opened from the inbox, the list's row stands in until the conversation itself arrives: it has no messages. */}
          {conversation.messages ? <Chat messages={conversation.messages} /> : <Typography>Loading messages...</Typography>}
        </CardContent>
      </Card>
      <ReplyBox conversation={conversation} now={now} />
    </Stack>
  );
};

/** A conversation as chat bubbles, and the reply box under it. */
export const ConversationShow = () => (
  <ShowBase queryOptions={{ refetchInterval: CONVERSATION_REFRESH_MS }}>
    <ConversationDetail />
  </ShowBase>
);

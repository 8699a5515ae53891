import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  DateField,
  DeleteButton,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import type { ReviewModeration as ModerationChange, StaffReview } from '@shop/api-client';
import { fieldsOf } from '../recordFields';
import { ReviewStatusField, StarsField } from './ReviewStatusChip';

const reviewField = fieldsOf<StaffReview>();
const REPLY_MAX = 2000;

/**
 * Approve or hide the review (the product's average and count follow at once), and the shop's public
 * reply under it. Each is a PATCH of only what changed.
 */
export const ReviewModeration = () => {
  const review = useRecordContext<StaffReview>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: saving }] = useUpdate<StaffReview>();
  const [reply, setReply] = useState<string | null>(null);
  if (!review) return null;
  const shownReply = reply ?? review.reply ?? '';

  const save = (change: ModerationChange, done: string) =>
    update(
      'reviews',
      { id: review.id, data: change, previousData: review, meta: { partial: true } },
      {
        onSuccess: () => {
          notify(done, { type: 'success' });
          setReply(null);
          refresh();
        },
        onError: failure => notify(failure instanceof Error ? failure.message : 'The review could not be changed.', { type: 'error' }),
      },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {review.status === 'pending' && <Alert severity="warning">Waiting for approval: shoppers do not see it yet.</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" disabled={saving || review.status === 'approved'} onClick={() => save({ status: 'approved' }, 'Review approved: it shows on the product page.')}>
          Approve
        </Button>
        <Button variant="outlined" color="inherit" disabled={saving || review.status === 'hidden'} onClick={() => save({ status: 'hidden' }, 'Review hidden from the product page.')}>
          Hide
        </Button>
      </Stack>
      <Box>
        <MuiTextField
          label="Reply"
          helperText="Shown under the review on the product page. Leave empty for no reply."
          value={shownReply}
          onChange={event => setReply(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
          multiline
          minRows={3}
          fullWidth
        />
        <Button sx={{ mt: 1 }} variant="outlined" disabled={saving || shownReply.trim() === (review.reply ?? '')} onClick={() => save({ reply: shownReply }, shownReply.trim() ? 'Reply saved.' : 'Reply removed.')}>
          Save reply
        </Button>
      </Box>
    </Stack>
  );
};

const ReviewTitle = () => {
  const review = useRecordContext<StaffReview>();
  return <>{review ? `Review of ${review.product.name}` : 'Review'}</>;
};

const ReviewActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this review?" confirmContent="It cannot be recovered; the product's rating follows." />
  </TopToolbar>
);

/** The review as written (plain text), who wrote it, and what staff can do with it. */
export const ReviewDetail = () => (
  <SimpleShowLayout>
    <ReviewStatusField label="Status" />
    <TextField source="product.name" label="Product" />
    <StarsField label="Rating" />
    <TextField source={reviewField('title')} emptyText="No title" />
    <TextField source={reviewField('text')} emptyText="No text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
    <TextField source="user.name" label="Shown as" />
    <TextField source="user.username" label="Account" />
    <EmailField source="user.email" label="E-mail" />
    <DateField source={reviewField('created_at')} label="Written" showTime locales="en-KE" />
    <DateField source={reviewField('updated_at')} label="Last changed" showTime locales="en-KE" />
    <Labeled label="Moderation" fullWidth>
      <Typography component="div">
        <ReviewModeration />
      </Typography>
    </Labeled>
  </SimpleShowLayout>
);

export const ReviewShow = () => (
  <Show title={<ReviewTitle />} actions={<ReviewActions />}>
    <ReviewDetail />
  </Show>
);

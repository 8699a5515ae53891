import { Datagrid, DateField, List, NumberInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { StaffReview } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { day } from '../orders/when';
import { fieldsOf } from '../recordFields';
import { ReviewStatusField, StarsField } from './ReviewStatusChip';
import { RATING_CHOICES, statusLabel, STATUS_CHOICES } from './reviewText';

/** StaffReview field names, checked against the API contract. */
const reviewField = fieldsOf<StaffReview>();

const filters = [
  <SelectInput key="status" source={reviewField('status')} choices={STATUS_CHOICES} emptyText="Any status" alwaysOn />,
  <SelectInput key="rating" source={reviewField('rating')} choices={RATING_CHOICES} emptyText="Any rating" alwaysOn />,
  <NumberInput key="product_id" source={reviewField('product_id')} label="Product id" min={1} />,
];

/** Customers' reviews, what waits for approval first (sort by status: pending, approved, hidden), newest first. */
export const ReviewList = () => {
  const small = useSmallScreen();
  return (
    <List title="Reviews" filters={filters} sort={{ field: 'status', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<StaffReview>
          rowClick="show"
          primaryText={review => `${'★'.repeat(review.rating)} ${review.product.name}`}
          secondaryText={review => review.title || review.text || 'No text'}
          tertiaryText={review => `${statusLabel(review.status)} · ${day(review.created_at)}`}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ReviewStatusField label="Status" sortBy="status" />
          <DateField source={reviewField('created_at')} label="Written" showTime locales="en-KE" />
          <TextField source="product.name" label="Product" sortable={false} />
          <TextField source="user.name" label="Customer" sortable={false} />
          <StarsField label="Rating" sortBy="rating" />
          <TextField source={reviewField('title')} sortable={false} emptyText="—" />
          <TextField
            source={reviewField('text')}
            sortable={false}
            emptyText="—"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 360 }}
          />
        </Datagrid>
      )}
    </List>
  );
};

import { useGetList } from 'react-admin';

/** "Reviews (3)": the menu entry with how many wait for approval (one row asked for; the total is counted by the API). */
export const PendingReviewsLabel = () => {
  const { total } = useGetList('reviews', { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } });
  return <>{total ? `Reviews (${total})` : 'Reviews'}</>;
};

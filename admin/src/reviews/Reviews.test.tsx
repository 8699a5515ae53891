import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification as Notices, ResourceContextProvider, ShowBase, testDataProvider, type DataProvider } from 'react-admin';
import type { StaffReview } from '@shop/api-client';
import { ReviewList } from './ReviewList';
import { ReviewDetail } from './ReviewShow';

const aReview = (overrides: Partial<StaffReview> = {}): StaffReview => ({
  id: 7,
  rating: 4,
  title: 'Lovely basket',
  text: 'Strong straps, see https://spam.example',
  author: 'Wanjiru K.',
  status: 'pending',
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  product_id: 3,
  product: { id: 3, name: 'Kiondo Basket' },
  user: { id: 12, username: 'wanjiru', email: 'wanjiru@example.com', name: 'Wanjiru K.' },
  ...overrides,
});

describe('reviews list', () => {
  it('asks for what waits for approval first and shows each review with its status and stars', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [aReview(), aReview({ id: 8, status: 'approved', rating: 5, title: 'Perfect' })], total: 2 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="reviews">
          <ReviewList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('Perfect');
    expect(getList).toHaveBeenCalledWith('reviews', expect.objectContaining({ sort: { field: 'status', order: 'ASC' } }));
    const row = screen.getByText('Lovely basket').closest('tr')!;
    expect(within(row).getByText('Waiting for approval').closest('[data-status]')?.getAttribute('data-status')).toBe('pending');
    expect(within(row).getByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(within(row).getByText('Kiondo Basket')).toBeTruthy();
    expect(within(row).getByText('Wanjiru K.')).toBeTruthy();
  });
});

const renderShow = (review: StaffReview, update = vi.fn(async () => ({ data: review }))) => {
  const getOne = vi.fn(async () => ({ data: review }));
  render(
    <AdminContext dataProvider={testDataProvider({ getOne: getOne as DataProvider['getOne'], update: update as unknown as DataProvider['update'] })}>
      <ShowBase resource="reviews" id={review.id}>
        <ReviewDetail />
      </ShowBase>
      <Notices />
    </AdminContext>,
  );
  return { getOne, update };
};

describe('moderating a review', () => {
  it('approves a pending review with a partial update and says so', async () => {
    const { update } = renderShow(aReview());
    await screen.findByText('Strong straps, see https://spam.example');
    expect(screen.queryByRole('link', { name: /spam/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Review approved: it shows on the product page.');
    expect(update).toHaveBeenCalledWith('reviews', expect.objectContaining({ id: 7, data: { status: 'approved' }, meta: { partial: true } }));
  });

  it('hides an approved review and saves a reply', async () => {
    const { update } = renderShow(aReview({ status: 'approved' }));
    await screen.findByText('Lovely basket');
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Asante sana!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    await screen.findByText('Reply saved.');
    expect(update).toHaveBeenCalledWith('reviews', expect.objectContaining({ data: { reply: 'Asante sana!' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('reviews', expect.objectContaining({ data: { status: 'hidden' } })));
  });
});

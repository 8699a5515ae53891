import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './RatingInput';

function ReviewRating({ error }: { error?: string }) {
  const [rating, setRating] = useState<number | null>(null);
  return (
    <>
      <RatingInput label="Your rating" name="rating" value={rating} onChange={setRating} starLabel={(n) => `${n} out of 5 stars`} error={error} />
      <output>{rating ?? 'none'}</output>
    </>
  );
}

describe('rating input', () => {
  it('is a labelled group of five star radios, none chosen at first', () => {
    render(<ReviewRating />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '4 out of 5 stars' })).not.toBeChecked();
    expect(stars.filter((star) => (star as HTMLInputElement).checked)).toEqual([]);
  });

  it('chooses a star by click, then moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ReviewRating />);
    await user.click(screen.getByRole('radio', { name: '3 out of 5 stars' }));
    expect(screen.getByRole('radio', { name: '3 out of 5 stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 out of 5 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 out of 5 stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ReviewRating />
        <button type="button">Submit review</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 out of 5 stars' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit review' })).toHaveFocus();
  });

  it('reads its error with the group', () => {
    render(<ReviewRating error="Please choose a rating." />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose a rating.');
  });
});

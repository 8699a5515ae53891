import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

// Its keyboard (Tab to the summary, Enter or Space toggles) is the browser's own <summary>: jsdom has none of it.
describe('accordion', () => {
  it('shows its answer once its question is opened, and hides it again', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Accordion summary="Do you deliver outside Nairobi?">Yes, to all 47 counties.</Accordion>
        <Accordion summary="Can I return an item?">Within 30 days.</Accordion>
      </>,
    );
    const question = screen.getByText('Do you deliver outside Nairobi?');
    const details = question.closest('details')!;
    expect(question.closest('summary')).toBe(details.firstElementChild);
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Yes, to all 47 counties.')).not.toBeVisible();

    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Yes, to all 47 counties.')).toBeVisible();
    expect(screen.getByText('Within 30 days.')).not.toBeVisible();

    await user.click(question);
    expect(details).not.toHaveAttribute('open');
  });
});

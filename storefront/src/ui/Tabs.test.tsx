import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const reviews = vi.fn(() => <p>Strong straps.</p>);

function ProductTabs() {
  return (
    <Tabs
      label="Product details"
      tabs={[
        { key: 'description', label: 'Description', panel: () => <p>Hand-woven sisal.</p> },
        { key: 'reviews', label: 'Reviews (2)', panel: reviews },
        { key: 'shipping', label: 'Shipping Info', panel: () => <p>3-5 business days.</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs', () => {
  it('names its tab list and shows the first tab selected, its panel labelled by it', () => {
    render(<ProductTabs />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Reviews (2)')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(tab('Description')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Hand-woven sisal.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    // The other panels render nothing until chosen.
    expect(reviews).not.toHaveBeenCalled();
  });

  it('is one tab stop, the selected tab', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    expect(tab('Description')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveFocus();
  });

  it('selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(tab('Description'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews (2)')).toHaveFocus();
    expect(tab('Reviews (2)')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reviews (2)' })).toHaveTextContent('Strong straps.');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Description')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Shipping Info')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Shipping Info')).toHaveFocus();
    expect(tab('Shipping Info')).toHaveAttribute('tabindex', '0');
    expect(tab('Description')).toHaveAttribute('tabindex', '-1');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(tab('Shipping Info'));
    expect(screen.getByRole('tabpanel', { name: 'Shipping Info' })).toHaveTextContent('3-5 business days.');
  });
});

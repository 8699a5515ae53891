import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import styles from './Button.module.css';
import { IconButton } from './IconButton';
import { SearchIcon } from './icons';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Button', () => {
  it('is a button, not a form submit, unless told', async () => {
    const onClick = vi.fn();
    inRouter(<Button variant="contained" onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(styles.button, styles.contained, styles.primary, styles.medium);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a link within the shop with `to`, and any link with `href`', () => {
    inRouter(
      <>
        <Button to="/cart" variant="outlined">Cart</Button>
        <Button href="https://wa.me/254700000000">WhatsApp</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveClass(styles.outlined);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/254700000000');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    inRouter(<Button disabled onClick={onClick}>Pay</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is busy and disabled, its name unchanged and its spinner silent', async () => {
    const onClick = vi.fn();
    inRouter(<Button loading onClick={onClick}>Place order</Button>);
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label, its icon hidden', () => {
    const { container } = inRouter(
      <>
        <IconButton label="Search" type="submit"><SearchIcon /></IconButton>
        <IconButton label="Cart, 2 items" to="/cart"><SearchIcon /></IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    container.querySelectorAll('svg').forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});

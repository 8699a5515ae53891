import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is a polite status by default, whatever its severity', () => {
    render(<Alert severity="info">Delivery takes 2 days</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Delivery takes 2 days');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('interrupts as an alert when told (an error after an action), with its title', () => {
    render(<Alert severity="error" role="alert" title="Payment failed">Try another number</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Try another number');
  });

  it('has no live role for a notice that is part of the page', () => {
    render(<Alert severity="warning" role="none">Only 2 left</Alert>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('closes through a button named in the page language', async () => {
    const onClose = vi.fn();
    render(<Alert onClose={onClose} closeLabel="Funga">Imeongezwa</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Funga' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

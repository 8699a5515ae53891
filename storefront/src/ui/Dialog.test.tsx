import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';

function Opener({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Modal = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Edit address</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delivery address" closeLabel="Close">
        <label>
          Street <input name="street" />
        </label>
      </Modal>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s', (kind) => {
  it('is a modal dialog named by its title, with focus moved in', async () => {
    const user = userEvent.setup();
    render(<Opener kind={kind} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Delivery address' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Esc and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Opener kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Street' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

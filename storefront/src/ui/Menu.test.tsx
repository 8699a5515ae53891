import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuAction, MenuButton, MenuLink, MenuList } from './Menu';

function AccountMenu({ onLogout = () => undefined }: { onLogout?: () => void }) {
  return (
    <MemoryRouter>
      <Menu>
        <MenuButton>Account</MenuButton>
        <MenuList>
          <MenuLink to="/account/profile">Profile</MenuLink>
          <MenuLink to="/account/orders">Orders</MenuLink>
          <MenuAction onSelect={onLogout}>Logout</MenuAction>
        </MenuList>
      </Menu>
      <button type="button">After</button>
      <Routes>
        <Route path="/account/profile" element={<h1>Profile page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>
  );
}

const button = () => screen.getByRole('button', { name: 'Account' });

describe('menu button', () => {
  it('is a collapsed menu button until opened', () => {
    render(<AccountMenu />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['Enter', '{Enter}', 'Profile'],
    ['Space', ' ', 'Profile'],
    ['ArrowDown', '{ArrowDown}', 'Profile'],
    ['ArrowUp', '{ArrowUp}', 'Logout'],
  ])('opens on %s with focus on the right item', async (_key, keys, focused) => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    button().focus();
    await user.keyboard(keys);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(button());
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await user.keyboard('{ArrowDown}');
    expect(item('Orders')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
  });

  it('closes on Esc with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  it('closes on Tab and on a click outside', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(button());
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows a link item (Enter or Space) and runs an action item, closing either way', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<AccountMenu onLogout={onLogout} />);
    await user.click(button());
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button()).toHaveFocus();

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button()).toHaveFocus();
  });
});

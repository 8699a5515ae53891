import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named list of links ending at the current page, separators silent', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs label="Breadcrumb" items={[{ label: 'Home', to: '/' }, { label: 'Bags', to: '/shop?category=bags' }, { label: 'Kiondo basket' }]} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(trail).getByRole('link', { name: 'Bags' })).toHaveAttribute('href', '/shop?category=bags');
    expect(within(trail).queryByRole('link', { name: 'Kiondo basket' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Kiondo basket')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const separators = trail.querySelectorAll('[aria-hidden="true"]');
    expect(separators).toHaveLength(2);
    expect(items[0]).not.toContainElement(separators[0] as HTMLElement);
  });
});

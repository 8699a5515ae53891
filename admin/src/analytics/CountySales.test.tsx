import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountySalesTable } from './CountySales';

describe('sales by county', () => {
  it('lists orders and revenue per county as the API sorts them', () => {
    const sales = [
        { county: 'KE-30', county_name: 'Nairobi City', orders: 41, revenue: 123450 },
        { county: 'KE-17', county_name: 'Kisumu', orders: 3, revenue: 7200.5 },
        { county: null, county_name: 'Not given', orders: 2, revenue: 3000 },
    ];
    render(<CountySalesTable rows={sales} />);
    const rows = within(screen.getByRole('table', { name: 'Sales by county' })).getAllByRole('row').slice(1);
    expect(rows.map(row => Array.from(row.querySelectorAll('td')).map(cell => cell.textContent))).toEqual([
      ['Nairobi City', '41', 'KSh 123,450'],
      ['Kisumu', '3', 'KSh 7,200.50'],
      ['Not given', '2', 'KSh 3,000'],
    ]);
  });

  it('says so when nothing was sold', () => {
    render(<CountySalesTable rows={[]} />);
    expect(screen.getByText('No paid orders in this period.')).toBeTruthy();
  });
});

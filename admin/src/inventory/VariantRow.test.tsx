import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider } from 'react-admin';
import { Table, TableBody } from '@mui/material';
import type { InventoryVariant } from '@shop/api-client';
import { VariantRow } from './VariantRow';

const variant: InventoryVariant = {
  id: 12,
  sku: 'BAG-1-12-RED',
  price: 2500,
  stock: 3,
  stock_band: 'low',
  low_stock_threshold: 5,
  is_active: true,
  attributes: [{ id: 1, value: 'Red', type: { id: 1, name: 'Color' } }],
  inventory_logs: [],
};

const renderRow = (updateInventoryVariant: ReturnType<typeof vi.fn>) =>
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), updateInventoryVariant }}>
      <Table>
        <TableBody>
          <VariantRow variant={variant} />
        </TableBody>
      </Table>
    </AdminContext>,
  );

describe('inventory row inline edit', () => {
  it('commits stock and price when the field loses focus, then shows Saved for about 2 seconds', async () => {
    const update = vi.fn().mockResolvedValue({
      ...variant,
      stock: 8,
      inventory_logs: [
        { id: 1, change_type: 'restock', quantity: 5, balance_after: 8, comment: '', old_price: null, new_price: null, user_id: 1, created_at: '2025-05-01T09:00:00Z' },
      ],
    });
    renderRow(update);
    const stock = screen.getByLabelText('Stock of BAG-1-12-RED');
    fireEvent.change(stock, { target: { value: '8' } });
    expect(update).not.toHaveBeenCalled();
    fireEvent.blur(stock);
    await waitFor(() => expect(update).toHaveBeenCalledWith(12, { stock: 8, price: 2500 }));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 3000 });
  });

  it('names each log by its reason and writes its prices in KSh', () => {
    const log = { quantity: 0, balance_after: 3, comment: '', user_id: 1, created_at: '2025-05-01T09:00:00Z' };
    render(
      <AdminContext dataProvider={testDataProvider()}>
        <Table>
          <TableBody>
            <VariantRow
              variant={{
                ...variant,
                inventory_logs: [
                  { ...log, id: 1, change_type: 'initial', quantity: 3, old_price: null, new_price: 2500 },
                  { ...log, id: 2, change_type: 'price_change', old_price: 2500, new_price: 2700.5, created_at: '2025-05-02T09:00:00Z' },
                ],
              }}
            />
          </TableBody>
        </Table>
      </AdminContext>,
    );
    const [latest, first] = screen.getAllByText(/balance/).map((line) => line.textContent);
    expect(latest).toMatch(/^Price change .* · KSh 2,500 → KSh 2,700\.50 /);
    expect(first).toMatch(/^Initial stock \+3 .* · price KSh 2,500 /);
    expect(screen.queryByText(/price_change|initial|KES/)).toBeNull();
  });

  it('sends nothing when the value did not change or is not a valid stock', () => {
    const update = vi.fn();
    renderRow(update);
    const stock = screen.getByLabelText('Stock of BAG-1-12-RED');
    fireEvent.blur(stock);
    fireEvent.change(stock, { target: { value: '-2' } });
    fireEvent.blur(stock);
    expect(update).not.toHaveBeenCalled();
    expect((stock as HTMLInputElement).value).toBe('3');
  });

  it('sends one PATCH when Tab moves from the edited price to the stock field', async () => {
    let answer: (value: InventoryVariant) => void = () => undefined;
    const update = vi.fn(() => new Promise<InventoryVariant>(resolve => (answer = resolve)));
    renderRow(update);
    const price = screen.getByLabelText('Price of BAG-1-12-RED');
    const stock = screen.getByLabelText('Stock of BAG-1-12-RED');
    fireEvent.change(price, { target: { value: '2700' } });
    // Tab: the price field blurs, the stock field takes the focus; while the save is in flight
    // the browser blurs again (a field that turns disabled loses its focus).
    fireEvent.blur(price);
    fireEvent.focus(stock);
    await screen.findByLabelText('Saving');
    fireEvent.blur(stock);
    answer({ ...variant, price: 2700 });
    await screen.findByText('Saved');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(12, { stock: 3, price: 2700 });
  });
});

describe('inventory row low-stock level', () => {
  it('sends only the threshold when only it changed, committed on blur', async () => {
    const update = vi.fn().mockResolvedValue({ ...variant, low_stock_threshold: 10 });
    renderRow(update);
    const level = screen.getByLabelText('Low-stock level of BAG-1-12-RED');
    expect((level as HTMLInputElement).value).toBe('5');
    fireEvent.change(level, { target: { value: '10' } });
    fireEvent.blur(level);
    await waitFor(() => expect(update).toHaveBeenCalledWith(12, { low_stock_threshold: 10 }));
    await screen.findByText('Saved');
  });

  it('refuses a level that is not a whole number from 0 to 100,000 and shows the saved one again', () => {
    const update = vi.fn();
    renderRow(update);
    const level = screen.getByLabelText('Low-stock level of BAG-1-12-RED');
    fireEvent.change(level, { target: { value: '2.5' } });
    fireEvent.blur(level);
    expect(update).not.toHaveBeenCalled();
    expect((level as HTMLInputElement).value).toBe('5');
  });
});

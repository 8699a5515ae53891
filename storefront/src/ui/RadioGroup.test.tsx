import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

function DeliveryQuestion() {
  const [delivery, setDelivery] = useState<string | undefined>('courier');
  return (
    <RadioGroup legend="Delivery" value={delivery} onChange={setDelivery}>
      <Radio value="courier" label="Courier" />
      <Radio value="pickup" label="Pickup point" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, its radios sharing one name and the chosen value', async () => {
    render(<DeliveryQuestion />);
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeInTheDocument();
    const courier = screen.getByRole('radio', { name: 'Courier' });
    const pickup = screen.getByRole('radio', { name: 'Pickup point' });
    expect(courier).toBeChecked();
    expect(courier).toHaveAttribute('name', pickup.getAttribute('name') ?? '');
    await userEvent.click(screen.getByText('Pickup point'));
    expect(pickup).toBeChecked();
    expect(courier).not.toBeChecked();
  });
});

describe('Checkbox', () => {
  it('is a native checkbox named by its label', async () => {
    render(<Checkbox label="Save this address" />);
    const box = screen.getByRole('checkbox', { name: 'Save this address' });
    await userEvent.click(screen.getByText('Save this address'));
    expect(box).toBeChecked();
  });
});

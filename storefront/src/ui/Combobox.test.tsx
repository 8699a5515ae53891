import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

interface County {
  code: string;
  name: string;
}

const COUNTIES: County[] = [
  { code: '047', name: 'Nairobi City' },
  { code: '022', name: 'Kiambu' },
  { code: '001', name: 'Mombasa' },
  { code: '032', name: 'Nakuru' },
];

function CountyField({ onChange = () => undefined, error }: { onChange?: (county: County | null) => void; error?: boolean }) {
  const [county, setCounty] = useState<County | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox<County>
        label="County"
        name="delivery_county"
        options={COUNTIES}
        value={county}
        onChange={(next) => {
          setCounty(next);
          onChange(next);
        }}
        getLabel={(c) => c.name}
        getKey={(c) => c.code}
        noOptionsText="No such county"
        helperText={error ? 'Choose your county' : 'Where we deliver'}
        error={error}
        required
      />
      <button type="submit">Continue</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: /County/ });
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('combobox', () => {
  it('is a labelled, described combobox, collapsed until used', () => {
    render(<CountyField />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(field()).toHaveAccessibleDescription('Where we deliver');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters as the shopper types and highlights the first match, then picks it with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<CountyField onChange={onChange} />);
    await user.type(field(), 'na');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(options()).toEqual(['Nairobi City', 'Nakuru']);
    const first = screen.getByRole('option', { name: 'Nairobi City' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    // Focus never leaves the field: the highlight is aria-activedescendant.
    expect(field()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Nakuru' });
    expect(field()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(COUNTIES[3]);
    expect(field()).toHaveValue('Nakuru');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('input[name="delivery_county"]')).toHaveValue('032');
  });

  it('opens the whole list on ArrowDown or a tap, and picks by tap', async () => {
    const user = userEvent.setup();
    render(<CountyField />);
    field().focus();
    await user.keyboard('{ArrowDown}');
    expect(options()).toEqual(['Nairobi City', 'Kiambu', 'Mombasa', 'Nakuru']);
    expect(screen.getByRole('option', { name: 'Nairobi City' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveFocus();

    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Mombasa' }));
    expect(field()).toHaveValue('Mombasa');
    expect(field()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Mombasa' }).id);
  });

  it('says when nothing matches, and Esc goes back to the choice', async () => {
    const user = userEvent.setup();
    render(<CountyField />);
    await user.type(field(), 'Kiam{Enter}');
    await user.clear(field());
    await user.type(field(), 'zzz');
    expect(screen.getByText('No such county')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('Kiambu');
  });

  it('on leaving keeps an exact match typed out, and forgets a partial one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountyField onChange={onChange} />);
    await user.type(field(), 'mombasa');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(COUNTIES[2]);
    expect(field()).toHaveValue('Mombasa');
    await user.clear(field());
    await user.type(field(), 'Nak');
    await user.tab();
    expect(field()).toHaveValue('Mombasa');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks an error and reads its helper text', () => {
    render(<CountyField error />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Choose your county');
    expect(field()).toBeRequired();
  });
});

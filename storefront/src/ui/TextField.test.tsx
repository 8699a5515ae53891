import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label, required, with its hint as its description', () => {
    render(<TextField label="Phone number" helperText="We text you when it ships" required type="tel" autoComplete="tel" name="phone" />);
    const field = screen.getByRole('textbox', { name: /Phone number/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toHaveAccessibleDescription('We text you when it ships');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('with an error is invalid and described by the error', () => {
    render(<TextField label="Email" error helperText="Enter a valid email address" defaultValue="amina@" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('has no description without a hint', () => {
    render(<TextField label="Town" />);
    expect(screen.getByRole('textbox', { name: 'Town' })).not.toHaveAttribute('aria-describedby');
  });

  it('is a textarea of `rows` lines when multiline, taking input and inputProps', async () => {
    const onChange = vi.fn();
    render(<TextField label="Your review" multiline rows={4} onChange={onChange} inputProps={{ maxLength: 500, 'data-testid': 'review' }} />);
    const field = screen.getByRole('textbox', { name: 'Your review' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '4');
    expect(field).toHaveAttribute('maxlength', '500');
    await userEvent.type(field, 'Lovely');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('shows its adornments beside the text', () => {
    render(<TextField label="Amount" startAdornment="KSh" />);
    expect(screen.getByText('KSh')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('is a native select found by its label, described by its hint or error', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SelectField label="County" helperText="Where we deliver" value="" onChange={onChange} required>
        <option value="" disabled>Choose</option>
        <option value="nairobi">Nairobi</option>
        <option value="mombasa">Mombasa</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: /County/ });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Where we deliver');
    await userEvent.selectOptions(select, 'mombasa');
    expect(onChange).toHaveBeenCalledOnce();

    rerender(
      <SelectField label="County" helperText="Choose a county" error value="" onChange={onChange}>
        <option value="">Choose</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveAccessibleDescription('Choose a county');
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup } from './ToggleGroup';

function ViewChoice({ onChange }: { onChange: (view: string) => void }) {
  const [view, setView] = useState<'grid' | 'list'>('grid');
  return (
    <ToggleGroup
      label="View"
      value={view}
      onChange={(next) => {
        setView(next);
        onChange(next);
      }}
      options={[
        { value: 'grid', label: 'Grid view', content: <svg aria-hidden="true" /> },
        { value: 'list', label: 'List view', content: <svg aria-hidden="true" /> },
      ]}
    />
  );
}

describe('toggle group', () => {
  it('is a labelled group of toggle buttons, the current one pressed', () => {
    render(<ViewChoice onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view', pressed: false })).toBeInTheDocument();
  });

  it('presses another by click or keyboard, and keeps the pressed one on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ViewChoice onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onChange).not.toHaveBeenCalled();
    // Focus is on the grid button from the click: Tab goes on to the list button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('grid');
  });
});

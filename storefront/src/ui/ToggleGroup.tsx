import type { ReactNode } from 'react';
import { cx } from './classNames';
import styles from './ToggleGroup.module.css';

export interface ToggleOption<T> {
  value: T;
  content: ReactNode;
  /** The button's accessible name, when its content is an icon. */
  label?: string;
  /** Shown faded (a sold-out variant), still choosable. */
  dimmed?: boolean;
}

/**
 * A row of toggle buttons of which one is on (aria-pressed), in a labelled group: the shop page's grid or
 * list view, a product's variants. Pressing the one already on keeps it on.
 */
export function ToggleGroup<T extends string | number>({ label, value, onChange, options, wrap }: {
  label: string;
  value: T | null;
  onChange: (value: T) => void;
  options: ToggleOption<T>[];
  /** Separate buttons that wrap onto more lines, rather than one joined row. */
  wrap?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className={cx(styles.group, wrap && styles.wrap)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          aria-label={option.label}
          className={cx(styles.toggle, option.dimmed && styles.dimmed)}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.content}
        </button>
      ))}
    </div>
  );
}

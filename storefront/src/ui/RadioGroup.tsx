import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './classNames';
import { RadioGroupContext } from './RadioGroupContext';
import styles from './RadioGroup.module.css';

export interface RadioGroupProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange'> {
  /** The question the radios answer: the fieldset's legend, which screen readers read before each choice. */
  legend: ReactNode;
  /** Classes for the legend (`h6` for one that reads as a section heading, `visually-hidden` to hide it). */
  legendClassName?: string;
  /** The radios' shared name (one made up when not given). */
  name?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Side by side instead of one under the other. */
  row?: boolean;
  children: ReactNode;
}

/** MUI's RadioGroup as a fieldset: the arrow keys move between its radios, as the browser does for a named group. */
export function RadioGroup({ legend, legendClassName, name, value, onChange, row, className, children, ...props }: RadioGroupProps) {
  const ownName = useId();
  return (
    <fieldset {...props} className={cx(styles.group, className)}>
      <legend className={cx(styles.legend, legendClassName)}>{legend}</legend>
      <div className={cx(styles.choices, row && styles.row)}>
        <RadioGroupContext.Provider value={{ name: name ?? ownName, value, onChange }}>{children}</RadioGroupContext.Provider>
      </div>
    </fieldset>
  );
}

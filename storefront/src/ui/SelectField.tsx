import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from './classNames';
import { KeyboardArrowDownIcon } from './icons';
import { FieldFrame, useFieldIds, type FieldProps } from './TextField';
import fieldStyles from './TextField.module.css';
import styles from './SelectField.module.css';

export interface SelectFieldProps extends FieldProps, Omit<ComponentPropsWithoutRef<'select'>, keyof FieldProps> {
  /** The <option>s (and <optgroup>s). */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native <select> that looks like TextField, with its label, hint and error tied to it the same way: the
 * phone's own picker opens, and the keyboard works as in any select.
 */
export function SelectField({ label, helperText, error, required, disabled, fullWidth, size, id, className, children, ref, ...props }: SelectFieldProps) {
  const { controlId, helperId } = useFieldIds(id, helperText);
  return (
    <FieldFrame {...{ label, helperText, error, required, disabled, fullWidth, size, className, controlId, helperId }}>
      <div className={fieldStyles.box}>
        <select
          {...props}
          ref={ref}
          id={controlId}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          className={cx(fieldStyles.control, styles.select)}
        >
          {children}
        </select>
        <KeyboardArrowDownIcon className={styles.arrow} />
      </div>
    </FieldFrame>
  );
}

import { useId, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from './classNames';
import styles from './TextField.module.css';

/** What every labelled field shares (TextField, SelectField). */
export interface FieldProps {
  label: ReactNode;
  /** A hint under the field, or the error's explanation when `error` is set; the field's description for screen readers. */
  helperText?: ReactNode;
  /** Marks the field invalid (aria-invalid) and colours it and its helper text. */
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Full width by default, as the shop's forms have them. */
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  id?: string;
  className?: string;
}

/** The ids and attributes that tie a field's control to its label and helper text. */
export function useFieldIds(id: string | undefined, helperText: ReactNode) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const helperId = helperText ? `${controlId}-helper` : undefined;
  return { controlId, helperId };
}

/** A field's frame: the label above, the control's box (given as children), the helper text below. */
export function FieldFrame({ label, helperText, error, required, disabled, fullWidth = true, size = 'medium', className, controlId, helperId, children }: FieldProps & { controlId: string; helperId?: string; children: ReactNode }) {
  return (
    <div className={cx(styles.field, fullWidth && styles.fullWidth, styles[size], error && styles.error, disabled && styles.disabled, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.asterisk}> *</span>}
      </label>
      {children}
      {helperText && <p id={helperId} className={styles.helper}>{helperText}</p>}
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'children'>;

export interface TextFieldProps extends FieldProps, Omit<InputProps, keyof FieldProps | 'onChange'> {
  /** A <textarea> of `rows` lines instead of an <input>. */
  multiline?: boolean;
  rows?: number;
  /** Shown inside the box, before and after the text (a currency, a button that shows the password). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** More attributes for the <input> or <textarea> itself (inputMode, pattern, maxLength, data-testid). */
  inputProps?: Record<string, unknown>;
  /** The <input>, or the <textarea> when multiline. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** MUI's outlined TextField, its label above the box: the label, hint and error are tied to the control for screen readers. */
export function TextField({ label, helperText, error, required, disabled, fullWidth, size, id, className, multiline, rows = 3, startAdornment, endAdornment, inputProps, ref, ...props }: TextFieldProps) {
  const { controlId, helperId } = useFieldIds(id, helperText);
  const control = {
    ...props,
    ...inputProps,
    id: controlId,
    required,
    disabled,
    'aria-invalid': error || undefined,
    'aria-describedby': helperId,
    className: styles.control,
  };
  return (
    <FieldFrame {...{ label, helperText, error, required, disabled, fullWidth, size, className, controlId, helperId }}>
      <div className={styles.box}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        {multiline ? <textarea {...(control as ComponentPropsWithoutRef<'textarea'>)} rows={rows} ref={ref as Ref<HTMLTextAreaElement>} /> : <input {...(control as InputProps)} ref={ref as Ref<HTMLInputElement>} />}
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
    </FieldFrame>
  );
}

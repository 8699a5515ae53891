// What Checkbox and Radio share: a native input (keyboard and forms as the browser has them) inside its label.
import { useContext, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from './classNames';
import { RadioGroupContext } from './RadioGroupContext';
import styles from './Choice.module.css';

export interface ChoiceProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  label: ReactNode;
  size?: 'small' | 'medium';
  ref?: Ref<HTMLInputElement>;
}

export function Choice({ type, label, size = 'medium', className, ref, ...props }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const group = useContext(RadioGroupContext);
  // A radio inside a RadioGroup takes the group's name, checked state and change handler.
  const grouped = type === 'radio' && group
    ? { name: group.name, checked: group.value === props.value, onChange: () => group.onChange(String(props.value)) }
    : {};
  return (
    <label className={cx(styles.choice, styles[size], props.disabled && styles.disabled, className)}>
      <input {...props} {...grouped} ref={ref} type={type} className={styles.input} />
      <span>{label}</span>
    </label>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from './classNames';
import { ExpandMoreIcon } from './icons';
import { FieldFrame, useFieldIds, type FieldProps } from './TextField';
import fieldStyles from './TextField.module.css';
import styles from './Combobox.module.css';

export interface ComboboxProps<T> extends FieldProps {
  options: T[];
  value: T | null;
  onChange: (option: T | null) => void;
  /** What the shopper reads and types: a county's name. */
  getLabel: (option: T) => string;
  /** What the form sends under `name`: a county's code. */
  getKey: (option: T) => string;
  name?: string;
  placeholder?: string;
  /** Shown when nothing matches what was typed. */
  noOptionsText: string;
  loading?: boolean;
  loadingText?: string;
}

const normal = (text: string) => text.trim().toLocaleLowerCase();

/**
 * A text field with a list to choose from (WAI-ARIA combobox with a listbox popup): typing filters the list and
 * highlights its first match, ArrowDown/ArrowUp move the highlight (aria-activedescendant: focus stays in the
 * field), Enter or a tap picks, Esc closes. A tap on the field opens the whole list, so a phone's shopper can
 * pick without typing; leaving the field keeps an exact match and otherwise goes back to the choice.
 */
export function Combobox<T>({ options, value, onChange, getLabel, getKey, name, placeholder, noOptionsText, loading, loadingText, label, helperText, error, required, disabled, fullWidth, size, id, className }: ComboboxProps<T>) {
  const { controlId, helperId } = useFieldIds(id, helperText);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chosenLabel = value ? getLabel(value) : '';
  // What the shopper typed; the field shows it while they type (the list is filtered by it), else the choice's name,
  // so a choice made elsewhere (a saved address, a draft) shows in the field as it renders.
  const [text, setText] = useState(chosenLabel);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere while the shopper was typing ends the typing.
  useEffect(() => setTyped(false), [chosenLabel]);

  const shown = typed && text.trim() ? options.filter((option) => normal(getLabel(option)).includes(normal(text))) : options;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const pick = (option: T | null) => {
    onChange(option);
    setText(option ? getLabel(option) : '');
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const chosenIndex = () => (value ? shown.findIndex((option) => getKey(option) === getKey(value)) : -1);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        if (!open) openAt(Math.max(chosenIndex(), 0));
        else setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        if (!open) openAt(chosenIndex() >= 0 ? chosenIndex() : last);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Enter':
        // Closed, Enter submits the form as in any field.
        if (!open || active < 0 || !shown[active]) return;
        pick(shown[active]);
        break;
      case 'Escape':
        if (!open) return;
        close();
        setText(chosenLabel);
        setTyped(false);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const leave = () => {
    close();
    if (!typed) return;
    if (!text.trim()) return pick(null);
    const exact = options.find((option) => normal(getLabel(option)) === normal(text));
    if (exact) pick(exact);
    else {
      setText(chosenLabel);
      setTyped(false);
    }
  };

  const status = loading ? loadingText : shown.length === 0 ? noOptionsText : null;
  return (
    <FieldFrame {...{ label, helperText, error, required, disabled, fullWidth, size, className, controlId, helperId }}>
      <div className={cx(fieldStyles.box, styles.box)}>
        <input
          ref={input}
          id={controlId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          // The browser's own suggestions would cover the list.
          autoComplete="off"
          className={fieldStyles.control}
          value={typed ? text : chosenLabel}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            openAt(0);
          }}
          onClick={() => (open ? close() : openAt(chosenIndex()))}
          onKeyDown={keyDown}
          onBlur={leave}
        />
        {/* A pointer's way to open the list; the keyboard's is ArrowDown. Pressing it keeps focus in the field. */}
        <span
          aria-hidden="true"
          className={cx(styles.toggle, open && styles.open)}
          onMouseDown={(event) => {
            event.preventDefault();
            input.current?.focus();
            if (open) close();
            else openAt(chosenIndex());
          }}
        >
          <ExpandMoreIcon />
        </span>
        {name && <input type="hidden" name={name} value={value ? getKey(value) : ''} />}
        <div className={styles.popup} hidden={!open}>
          <ul id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} className={styles.list} hidden={shown.length === 0 || loading}>
            {open &&
              !loading &&
              shown.map((option, index) => (
                <li
                  key={getKey(option)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={cx(styles.option, index === active && styles.active, value !== null && getKey(option) === getKey(value) && styles.chosen)}
                  // The field keeps focus (and the on-screen keyboard stays) while an option is tapped.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={() => pick(option)}
                >
                  {getLabel(option)}
                </li>
              ))}
          </ul>
          {status && <p className={styles.status}>{status}</p>}
        </div>
      </div>
    </FieldFrame>
  );
}

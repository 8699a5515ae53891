import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { cx } from './classNames';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the shopper closes it: Esc, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's name: a heading at its top, linked by aria-labelledby. */
  title: ReactNode;
  /** Keeps the title for screen readers only, when the content names itself to the eye. */
  hideTitle?: boolean;
  /** The close button's accessible name; without it there is no close button (Esc and the backdrop still close). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog> opened with showModal(): the browser moves focus in, keeps it there, makes the
 * page behind inert and turns Esc into a 'cancel' event. What is left for us: opening and closing with `open`,
 * Esc and backdrop clicks going through onClose, and focus back on whatever opened it.
 */
export function ModalDialog({ open, onClose, title, hideTitle, closeLabel, children, className }: DialogProps & { className: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Esc: the parent decides (it sets open to false, and the effect closes).
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const closed = () => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    // Closed by the browser itself (a second Esc in a row is not cancelable): tell the parent.
    if (open) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onCancel={cancel}
      onClose={closed}
      // The content fills the dialog, so a click whose target is the dialog itself landed on its backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.surface}>
        <div className={hideTitle ? 'visually-hidden' : styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          {closeLabel && !hideTitle && <CloseButton label={closeLabel} onClose={onClose} />}
        </div>
        {closeLabel && hideTitle && <CloseButton label={closeLabel} onClose={onClose} floating />}
        {children}
      </div>
    </dialog>
  );
}

function CloseButton({ label, onClose, floating }: { label: string; onClose: () => void; floating?: boolean }) {
  return (
    <button type="button" className={cx(styles.close, floating && styles.floating)} aria-label={label} onClick={onClose}>
      <CloseIcon />
    </button>
  );
}

/** A centred modal dialog (WAI-ARIA dialog pattern). */
export function Dialog(props: DialogProps) {
  return <ModalDialog {...props} className={styles.dialog} />;
}

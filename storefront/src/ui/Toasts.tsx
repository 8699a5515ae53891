import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { cx } from './classNames';
import { CloseIcon } from './icons';
import styles from './Toasts.module.css';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export type Notify = (message: string, options?: { title?: string; severity?: ToastSeverity }) => void;

interface Toast {
  key: number;
  message: string;
  title?: string;
  severity: ToastSeverity;
}

/** How long a toast stays, counted again from the start after the pointer or focus leaves it. */
export const TOAST_MS = 4000;

const ToastContext = createContext<Notify>(() => undefined);

/**
 * Short messages at the foot of the screen, one at a time (a new one replaces the last), gone after a few
 * seconds; the pointer over it or focus in it keeps it. The polite live region is on the page from the start,
 * empty and without a role (a page's own alerts and statuses stay the only ones), so a screen reader hears what
 * is put in it: the toast is a status, or an alert (said at once) for errors.
 */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; /** The close button's name; without it, none. */ closeLabel?: string }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [held, setHeld] = useState(false);
  const notify = useCallback<Notify>((message, options) => {
    setToast({ key: Date.now(), message, title: options?.title, severity: options?.severity ?? 'success' });
  }, []);
  const close = () => {
    setToast(null);
    setHeld(false);
  };

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

  const shown = toast && (
    <div
      key={toast.key}
      role={toast.severity === 'error' ? 'alert' : 'status'}
      className={cx(styles.toast, styles[toast.severity])}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.text}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p className={styles.message}>{toast.message}</p>
      </div>
      {closeLabel && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <CloseIcon fontSize="small" />
        </button>
      )}
    </div>
  );

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className={styles.region} aria-live="polite">
        {shown}
      </div>
    </ToastContext.Provider>
  );
}

/** The function that shows a toast: notify(message, { title, severity }). */
export const useToast = (): Notify => useContext(ToastContext);

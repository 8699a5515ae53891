import { cx } from './classNames';
import { ModalDialog, type DialogProps } from './Dialog';
import styles from './Drawer.module.css';

/** A panel sliding in from a side of the screen (a modal dialog: focus, Esc and backdrop as Dialog's). */
export function Drawer({ side = 'left', ...props }: DialogProps & { side?: 'left' | 'right' | 'bottom' }) {
  return <ModalDialog {...props} className={cx(styles.drawer, styles[side])} />;
}

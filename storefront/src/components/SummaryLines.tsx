import type { ReactNode } from 'react';
import { useFormats } from '../i18n/format';
import styles from './SummaryLines.module.css';

export interface SummaryLine {
  key: string | number;
  name: string;
  quantity: number;
  total: number;
  /** Beside the amount: what the shopper may do with the line (review it). */
  action?: ReactNode;
}

/** "Name × qty ... KSh total" rows of an order summary (checkout's cart, payment's order, the profile's orders). */
export function SummaryLines({ lines }: { lines: SummaryLine[] }) {
  const { ksh } = useFormats();
  return (
    <div className={styles.lines}>
      {lines.map((line) => (
        <div key={line.key} className={styles.line}>
          <p className="body2">
            {line.name} × {line.quantity}
          </p>
          <div className={styles.amount}>
            <p className="body2">{ksh(line.total)}</p>
            {line.action}
          </div>
        </div>
      ))}
    </div>
  );
}

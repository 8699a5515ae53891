import type { ReactNode } from 'react';
import { ExpandMoreIcon } from './icons';
import styles from './Accordion.module.css';

/**
 * One question that opens to its answer, on <details>/<summary>: the browser gives it its button role,
 * expanded state, keyboard and find-in-page, with no script; `group` (the details' name) keeps one open at a time.
 */
export function Accordion({ summary, children, group }: { summary: ReactNode; children: ReactNode; group?: string }) {
  return (
    <details className={styles.accordion} name={group}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <ExpandMoreIcon className={styles.icon} />
      </summary>
      <div className={styles.details}>{children}</div>
    </details>
  );
}

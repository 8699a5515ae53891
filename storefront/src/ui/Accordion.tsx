import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

/** The Material "ExpandMore" icon's path. */
const EXPAND_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * One question that opens to its answer, on <details>/<summary>: the browser gives it its button role,
 * expanded state, keyboard and find-in-page, with no script; `group` (the details' name) keeps one open at a time.
 */
export function Accordion({ summary, children, group }: { summary: ReactNode; children: ReactNode; group?: string }) {
  return (
    <details className={styles.accordion} name={group}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={EXPAND_PATH} />
        </svg>
      </summary>
      <div className={styles.details}>{children}</div>
    </details>
  );
}

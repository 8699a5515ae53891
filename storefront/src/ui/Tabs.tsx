import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  key: string;
  label: ReactNode;
  /** The panel's content, rendered only while its tab is selected (a reviews panel loads its code when opened). */
  panel: () => ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: Tab[];
  /** The selected tab's key, when the parent keeps it; otherwise the first tab starts selected. */
  selected?: string;
  onSelect?: (key: string) => void;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, the arrow keys select the next or previous
 * tab (wrapping), Home and End the first and last. Every panel element is there, hidden unless selected, so each
 * tab's aria-controls names a real element.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.key);
  const current = selected ?? own;
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const select = (key: string) => {
    setOwn(key);
    onSelect?.(key);
  };
  const keyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    select(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={keyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === current}
            aria-controls={panelId(tab.key)}
            tabIndex={tab.key === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} hidden={tab.key !== current} tabIndex={0} className={styles.panel}>
          {tab.key === current && tab.panel()}
        </div>
      ))}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { IconButton } from '../../ui/IconButton';
import { SearchIcon } from '../../ui/icons';
import { useTranslation } from '../../i18n/translation';
import styles from './SearchBox.module.css';

/** Header search: submits to /shop?search=term; blank input is ignored, the term trimmed. */
export function SearchBox({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  // The shop page in this page's language (/sw/shop), where the browser submits before the app runs.
  const action = useHref('/shop');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(`/shop?search=${encodeURIComponent(trimmed)}`);
    setTerm('');
    onDone?.();
  };
  return (
    // Before the app runs (or without JavaScript) the browser submits the form itself, to the same address.
    <form role="search" action={action} method="get" onSubmit={submit} className={styles.search}>
      <input
        name="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        autoFocus={autoFocus}
        enterKeyHint="search"
        className={styles.input}
      />
      <IconButton type="submit" label={t('nav.search')} size="small" className={styles.submit}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </form>
  );
}

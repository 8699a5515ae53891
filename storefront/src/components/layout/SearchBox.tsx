import { useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../i18n/translation';

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
    <Paper
      component="form"
      role="search"
      // Before the app runs (or without JavaScript) the browser submits the form itself, to the same address.
      action={action}
      method="get"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, borderRadius: 999, width: '100%', maxWidth: 420 }}
    >
      <InputBase
        name="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        inputProps={{ 'aria-label': t('nav.searchLabel') }}
        autoFocus={autoFocus}
        sx={{ flex: 1, fontSize: 14 }}
      />
      <IconButton type="submit" aria-label={t('nav.search')} size="small" sx={{ mr: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

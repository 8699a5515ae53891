import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from './translation';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TranslateIcon from '@mui/icons-material/Translate';
import { useAuth } from '../state/Auth';
import { openInLanguage, saveAccountLanguage } from './choice';
import { useLanguage } from './format';
import { LANGUAGE_NAMES, pathInLanguage, type Language } from './language';

/** The page in the other language: its address (a real link, for crawlers and before the app runs) and the switch. */
function useOtherLanguage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const other: Language = language === 'sw' ? 'en' : 'sw';
  const { pathname, search, hash } = useLocation();
  const { isLoggedIn } = useAuth();
  const path = `${pathname}${search}${hash}`;
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (isLoggedIn) await saveAccountLanguage(other);
    openInLanguage(path, other);
  };
  return { other, href: pathInLanguage(path, other), name: LANGUAGE_NAMES[other], label: t('language.switch'), onClick };
}

/** The header's switch (wide screens). */
export function LanguageSwitch() {
  const { other, href, name, label, onClick } = useOtherLanguage();
  return (
    <Button href={href} hrefLang={other} lang={other} onClick={onClick} aria-label={`${label}: ${name}`} startIcon={<TranslateIcon />} color="inherit" sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0 }}>
      {name}
    </Button>
  );
}

/** The phone menu's switch. */
export function LanguageMenuItem() {
  const { other, href, name, label, onClick } = useOtherLanguage();
  return (
    <ListItemButton component="a" href={href} hrefLang={other} onClick={onClick}>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={name} secondary={label} slotProps={{ primary: { lang: other } }} />
    </ListItemButton>
  );
}

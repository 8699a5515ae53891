import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from './translation';
import { useAuth } from '../state/Auth';
import { Button } from '../ui/Button';
import { cx } from '../ui/classNames';
import { TranslateIcon } from '../ui/icons';
import { openInLanguage, saveAccountLanguage } from './choice';
import { useLanguage } from './format';
import { LANGUAGE_NAMES, pathInLanguage, type Language } from './language';
import styles from './LanguageSwitch.module.css';

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
    <Button href={href} hrefLang={other} lang={other} onClick={onClick} aria-label={`${label}: ${name}`} startIcon={<TranslateIcon />} color="inherit" className={styles.switch}>
      {name}
    </Button>
  );
}

/** The phone menu's switch: a row styled as the menu's links (`className`), its icon before the language and what it does. */
export function LanguageMenuItem({ className }: { className?: string }) {
  const { other, href, name, label, onClick } = useOtherLanguage();
  return (
    <a href={href} hrefLang={other} onClick={onClick} className={cx(className, styles.menuItem)}>
      <TranslateIcon fontSize="small" className={styles.menuIcon} />
      <span className={styles.menuText}>
        <span lang={other}>{name}</span>
        <span className={styles.menuLabel}>{label}</span>
      </span>
    </a>
  );
}

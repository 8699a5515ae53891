import { TextLink } from '../ui/TextLink';
import { useTranslation } from '../i18n/translation';

/** Beside a form that takes personal details: what they are used for, and the privacy notice (a new tab, so the form keeps what was typed). */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <p className="body2 text-muted">
      {t('policy.notice')}{' '}
      <TextLink to="/privacy" target="_blank" rel="noopener" underline="always">
        {t('policy.privacyLink')}
      </TextLink>
    </p>
  );
}

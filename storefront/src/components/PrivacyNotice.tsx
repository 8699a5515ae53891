import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/translation';

/** Beside a form that takes personal details: what they are used for, and the privacy notice (a new tab, so the form keeps what was typed). */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('policy.notice')}{' '}
      <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
        {t('policy.privacyLink')}
      </Link>
    </Typography>
  );
}

// The shop's toasts are the kit's (src/ui/Toasts.tsx): one at a time at the foot of the screen, in live regions
// screen readers announce, each with a close button named in the page's language.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { ToastProvider as KitToastProvider } from '../ui/Toasts';

export { useToast } from '../ui/Toasts';

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <KitToastProvider closeLabel={t('common.close')}>{children}</KitToastProvider>;
}

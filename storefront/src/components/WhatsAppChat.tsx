// A chat with the shop on WhatsApp, the shopper's first message typed in: a plain link to wa.me (in a new tab, so the
// shop stays open), which works before the page's script has run and without the API.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { whatsappChat } from '../lib/shopInfo';
import { useShopMeta } from '../lib/shopMeta';
import { Button, type ButtonOwnProps } from '../ui/Button';
import { WhatsAppIcon } from '../ui/icons';
import styles from './WhatsAppChat.module.css';

interface WhatsAppChatProps {
  /** What the chat opens with, in the page's language. */
  message: string;
  /** `text` (default) beside a page's own actions; `contained` where the chat is the point (the contact page). */
  variant?: ButtonOwnProps['variant'];
  className?: string;
  children: ReactNode;
}

export function WhatsAppChat({ message, variant = 'text', className, children }: WhatsAppChatProps) {
  const { t } = useTranslation();
  const { whatsapp } = useShopMeta();
  // A page the shop's server did not send names no number: there is no one to chat with.
  if (!whatsapp) return null;
  return (
    <Button
      variant={variant}
      href={whatsappChat(whatsapp, message)}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<WhatsAppIcon className={variant === 'contained' ? undefined : styles.icon} />}
      className={className}
    >
      {children}{' '}
      {/* Said, not shown: a screen reader's user learns before following it that the link leaves this tab. */}
      <span className="visually-hidden">{t('common.newTab')}</span>
    </Button>
  );
}

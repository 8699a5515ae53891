import type { ReactNode } from 'react';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import SmsIcon from '@mui/icons-material/Sms';
import EmailIcon from '@mui/icons-material/Email';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { call } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-admin';
import { useConsolePath } from '../catalog/useConsolePath';
import { channelWords, notificationsFilteredBy } from '../notifications/notificationText';
import { shop } from '../shopClient';
import { unmappedWords } from '../whatsapp/whatsappText';

/** GET /api/notifications/channels/: how SMS and e-mail go out and M-Pesa prompts are sent, and what waits or failed lately. */
export const fetchChannels = () => call(shop.GET('/api/notifications/channels/'));

export const useDeliveryChannels = () => useQuery({ queryKey: ['notifications', 'channels'], queryFn: fetchChannels });

const count = (value: number) => value.toLocaleString('en-KE');

/** 'WhatsApp: no template for Order shipped (Kiswahili) — those updates go by SMS', or null when every update has its template. */
export const unmappedWarning = (unmapped: readonly string[]): string | null =>
  unmapped.length ? `WhatsApp: no template for ${unmapped.map(unmappedWords).join(', ')} — those updates go by SMS` : null;

/**
 * The overview's word on messages: whether SMS, e-mail and M-Pesa prompts reach anyone, the order updates staff
 * keep off WhatsApp (a link to its templates), and links to what waits or failed.
 */
export const DeliveryChannelsCard = () => {
  const { data: channels, error } = useDeliveryChannels();
  const consolePath = useConsolePath();
  if (error) return null;
  if (!channels) return null;
  const unmapped = unmappedWarning(channels.whatsapp_unmapped);
  // A line with `to` links there: the updates kept off WhatsApp, right under its line, to the templates that name none.
  const lines: { icon: ReactNode; text: string; warning: boolean; to?: string }[] = [
    { icon: <SmsIcon fontSize="small" />, ...channelWords('sms', channels.sms) },
    { icon: <EmailIcon fontSize="small" />, ...channelWords('email', channels.email) },
    { icon: <WhatsAppIcon fontSize="small" />, ...channelWords('whatsapp', channels.whatsapp) },
    ...(unmapped ? [{ icon: <WhatsAppIcon fontSize="small" />, text: unmapped, warning: true, to: consolePath('/whatsapp-templates') }] : []),
    { icon: <PhoneAndroidIcon fontSize="small" />, ...channelWords('mpesa', channels.mpesa) },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="delivery-channels-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="delivery-channels-title" gutterBottom>
          Messages to customers
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          {lines.map(line => (
            <Stack key={line.text} direction="row" spacing={1} sx={{ alignItems: 'center', color: line.warning ? 'warning.dark' : 'text.primary' }}>
              {line.icon}
              {line.to ? (
                <Link component={RouterLink} to={line.to} color="inherit" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-warning={line.warning || undefined}>
                  {line.text}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: line.warning ? 700 : 400, overflowWrap: 'anywhere' }} data-warning={line.warning || undefined}>
                  {line.text}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={consolePath(notificationsFilteredBy({ status: 'queued' }))}>
            {count(channels.queued)} waiting to be sent
          </Link>
          <Link
            component={RouterLink}
            to={consolePath(notificationsFilteredBy({ status: 'failed' }))}
            color={channels.failed_recently > 0 ? 'error' : 'primary'}
          >
            {count(channels.failed_recently)} failed in the last 7 days
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
};

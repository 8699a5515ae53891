import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { ApiError, errorMessage, joinedFieldErrors } from '@shop/api-client';
import { messagesApi } from '../api/endpoints';
import { contactPayload, EMPTY_CONTACT, SUBJECTS, validateContact, type ContactForm } from '../lib/contactForm';
import { PICKUP_POINT } from '../lib/delivery';
import { SHOP_CONTACT } from '../lib/shopInfo';
import { useToast } from '../state/Toasts';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

/** Questions and answers by number: contact.q1 and contact.a1, … */
const FAQ = [1, 2, 3, 4, 5];

function InfoRow({ icon, title, lines }: { icon: React.ReactNode; title: string; lines: string[] }) {
  return (
    <Stack direction="row" spacing={2}>
      <Box sx={{ color: 'primary.main', pt: 0.3 }}>{icon}</Box>
      <Box>
        <Typography variant="subtitle2">{title}</Typography>
        {lines.map((l) => (
          <Typography key={l} variant="body2" color="text.secondary">
            {l}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const notify = useToast();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ReturnType<typeof validateContact>>({});
  const set = (key: keyof ContactForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSendError(null);
    const found = validateContact(form);
    setErrors(found);
    const message = contactPayload(form);
    if (Object.keys(found).length > 0 || !message) return;
    setSending(true);
    try {
      await messagesApi.contact(message);
      notify(t('contact.sentText'), { title: t('contact.sent') });
      setForm(EMPTY_CONTACT);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
        setErrors(joinedFieldErrors(err.fieldErrors));
      }
      setSendError(errorMessage(err, t('contact.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Box sx={{ bgcolor: '#8a3b12', color: '#fff', py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
          {t('contact.heading')}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('contact.intro')}</Typography>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ p: 3 }}>
              <Typography variant="h6" gutterBottom>
                {t('contact.info')}
              </Typography>
              <Stack spacing={2.5}>
                <InfoRow icon={<LocationOnOutlinedIcon />} title={t('contact.visit')} lines={[SHOP_CONTACT.address, t('contact.building')]} />
                <InfoRow icon={<PhoneOutlinedIcon />} title={t('contact.call')} lines={[...SHOP_CONTACT.phones]} />
                <InfoRow icon={<EmailOutlinedIcon />} title={t('contact.emailUs')} lines={[...SHOP_CONTACT.emails]} />
                <InfoRow icon={<AccessTimeIcon />} title={t('contact.hours')} lines={SHOP_CONTACT.hours.map((key) => t(key))} />
              </Stack>
            </Card>
            <Card sx={{ p: 3, mt: 2, bgcolor: '#e8f5ec' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <WhatsAppIcon sx={{ color: '#25d366', fontSize: 36 }} />
                <Box>
                  <Typography variant="h6">{t('contact.whatsapp')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('contact.whatsappText')}
                  </Typography>
                </Box>
              </Stack>
              <Button
                variant="contained"
                href={SHOP_CONTACT.whatsappUrl(t('contact.whatsappGreeting'))}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<WhatsAppIcon />}
                sx={{ mt: 2, bgcolor: '#25d366', '&:hover': { bgcolor: '#1da851' } }}
              >
                {t('contact.whatsappButton')}
              </Button>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ p: 3 }} component="form" onSubmit={submit} noValidate aria-label={t('contact.send')}>
              <Typography variant="h6" gutterBottom>
                {t('contact.sendTitle')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('contact.fullName')} required fullWidth value={form.name} onChange={set('name')} error={!!errors.name} helperText={errors.name && t(errors.name)} autoComplete="name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('contact.email')} type="email" required fullWidth value={form.email} onChange={set('email')} error={!!errors.email} helperText={errors.email && t(errors.email)} autoComplete="email" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('common.phone')} fullWidth value={form.phone} onChange={set('phone')} placeholder={t('contact.phoneExample')} type="tel" autoComplete="tel" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select label={t('contact.subject')} required fullWidth value={form.subject} onChange={set('subject')} error={!!errors.subject} helperText={errors.subject && t(errors.subject)}>
                    {SUBJECTS.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`contact.subjects.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={12}>
                  <TextField label={t('contact.message')} required fullWidth multiline rows={5} value={form.message} onChange={set('message')} error={!!errors.message} helperText={errors.message && t(errors.message)} />
                </Grid>
              </Grid>
              {sendError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {sendError}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={sending}>
                {sending ? t('contact.sending') : t('contact.sendButton')}
              </Button>
            </Card>
          </Grid>
        </Grid>

        <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ mt: 6, maxWidth: 860, mx: 'auto' }}>
          <Typography id="faq-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            {t('contact.faq')}
          </Typography>
          {FAQ.map((n) => (
            <Accordion key={n} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{t(`contact.q${n}`)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{t(`contact.a${n}`, { pickup: PICKUP_POINT })}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </>
  );
}

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

const FAQ = [
  {
    q: 'What delivery options do you offer?',
    a: `Free pickup at our shop (${PICKUP_POINT}), rider delivery and Pickup Mtaani around Nairobi, and courier delivery to the rest of Kenya. Rider and Pickup Mtaani are free on orders over KSh 3,000.`,
  },
  {
    q: 'What is your return policy?',
    a: 'You can return unused items in their original condition within 30 days. Custom or personalised items cannot be returned.',
  },
  {
    q: 'Are your products authentic and handmade?',
    a: 'Yes. Every piece is handmade by Kenyan artisans we work with directly, and we check each one before it ships.',
  },
  {
    q: 'Do you offer wholesale pricing?',
    a: 'Yes, we quote wholesale orders individually. Send us a message with the subject "Wholesale Inquiry" and the items and quantities you need.',
  },
  {
    q: 'How can I track my order?',
    a: 'After payment you get an order reference. Enter it with the phone number or e-mail you ordered with on the Track your order page (/track) to see where your order is and, once it ships, the courier’s tracking number or your rider’s phone.',
  },
];

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
  usePageTitle('Contact Us');
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
      notify("We'll get back to you within 24 hours.", { title: 'Message sent successfully!' });
      setForm(EMPTY_CONTACT);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
        setErrors(joinedFieldErrors(err.fieldErrors));
      }
      setSendError(errorMessage(err, 'Your message could not be sent. Please try again or reach us on WhatsApp.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Box sx={{ bgcolor: '#8a3b12', color: '#fff', py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
          Get in Touch
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>Questions about an order, a product or wholesale? We are happy to help.</Typography>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ p: 3 }}>
              <Typography variant="h6" gutterBottom>
                Contact Information
              </Typography>
              <Stack spacing={2.5}>
                <InfoRow icon={<LocationOnOutlinedIcon />} title="Visit our store" lines={[SHOP_CONTACT.address, 'Kimathi Chambers, 2nd Floor']} />
                <InfoRow icon={<PhoneOutlinedIcon />} title="Call us" lines={[...SHOP_CONTACT.phones]} />
                <InfoRow icon={<EmailOutlinedIcon />} title="Email us" lines={[...SHOP_CONTACT.emails]} />
                <InfoRow icon={<AccessTimeIcon />} title="Opening hours" lines={SHOP_CONTACT.hours.map((h) => `${h.days}: ${h.time}`)} />
              </Stack>
            </Card>
            <Card sx={{ p: 3, mt: 2, bgcolor: '#e8f5ec' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <WhatsAppIcon sx={{ color: '#25d366', fontSize: 36 }} />
                <Box>
                  <Typography variant="h6">WhatsApp Support</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Chat with us for quick answers.
                  </Typography>
                </Box>
              </Stack>
              <Button
                variant="contained"
                href={SHOP_CONTACT.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<WhatsAppIcon />}
                sx={{ mt: 2, bgcolor: '#25d366', '&:hover': { bgcolor: '#1da851' } }}
              >
                Chat on WhatsApp
              </Button>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ p: 3 }} component="form" onSubmit={submit} noValidate aria-label="Send us a message">
              <Typography variant="h6" gutterBottom>
                Send us a Message
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Full Name" required fullWidth value={form.name} onChange={set('name')} error={!!errors.name} helperText={errors.name} autoComplete="name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Email Address" type="email" required fullWidth value={form.email} onChange={set('email')} error={!!errors.email} helperText={errors.email} autoComplete="email" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Phone Number" fullWidth value={form.phone} onChange={set('phone')} placeholder="+254 712 345 678" type="tel" autoComplete="tel" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select label="Subject" required fullWidth value={form.subject} onChange={set('subject')} error={!!errors.subject} helperText={errors.subject}>
                    {SUBJECTS.map((s) => (
                      <MenuItem key={s.value} value={s.value}>
                        {s.label}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={12}>
                  <TextField label="Message" required fullWidth multiline rows={5} value={form.message} onChange={set('message')} error={!!errors.message} helperText={errors.message} />
                </Grid>
              </Grid>
              {sendError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {sendError}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </Card>
          </Grid>
        </Grid>

        <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ mt: 6, maxWidth: 860, mx: 'auto' }}>
          <Typography id="faq-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            Frequently Asked Questions
          </Typography>
          {FAQ.map((f) => (
            <Accordion key={f.q} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{f.q}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{f.a}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </>
  );
}

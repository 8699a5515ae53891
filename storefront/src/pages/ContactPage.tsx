import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage, joinedFieldErrors } from '@shop/api-client';
import { messagesApi } from '../api/endpoints';
import { contactPayload, EMPTY_CONTACT, SUBJECTS, validateContact, type ContactForm } from '../lib/contactForm';
import { PICKUP_POINT } from '../lib/delivery';
import { SHOP_CONTACT } from '../lib/shopInfo';
import { useShopMeta } from '../lib/shopMeta';
import { WhatsAppChat } from '../components/WhatsAppChat';
import { useToast } from '../state/Toasts';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Accordion } from '../ui/Accordion';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Container } from '../ui/Container';
import { AccessTimeIcon, EmailOutlinedIcon, LocationOnOutlinedIcon, PhoneOutlinedIcon, WhatsAppIcon } from '../ui/icons';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import styles from './ContactPage.module.css';

/** Questions and answers by number: contact.q1 and contact.a1, … */
const FAQ = [1, 2, 3, 4, 5];

function InfoRow({ icon, title, lines }: { icon: ReactNode; title: string; lines: string[] }) {
  return (
    <div className={styles.infoRow}>
      <span className={styles.infoIcon}>{icon}</span>
      <div>
        <p className={styles.infoTitle}>{title}</p>
        {lines.map((l) => (
          <p key={l} className="body2 text-muted">
            {l}
          </p>
        ))}
      </div>
    </div>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const notify = useToast();
  const { whatsapp } = useShopMeta();
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
      <div className={styles.hero}>
        <h1 className={`h3 ${styles.heroTitle}`}>{t('contact.heading')}</h1>
        <p className={styles.intro}>{t('contact.intro')}</p>
      </div>
      <Container className={styles.page}>
        <div className={styles.columns}>
          <div>
            <Card className={styles.card}>
              <h2 className={`gutter-bottom ${styles.cardTitle}`}>{t('contact.info')}</h2>
              <div className={styles.info}>
                <InfoRow icon={<LocationOnOutlinedIcon />} title={t('contact.visit')} lines={[SHOP_CONTACT.address, t('contact.building')]} />
                <InfoRow icon={<PhoneOutlinedIcon />} title={t('contact.call')} lines={[...SHOP_CONTACT.phones]} />
                <InfoRow icon={<EmailOutlinedIcon />} title={t('contact.emailUs')} lines={[...SHOP_CONTACT.emails]} />
                <InfoRow icon={<AccessTimeIcon />} title={t('contact.hours')} lines={SHOP_CONTACT.hours.map((key) => t(key))} />
              </div>
            </Card>
            {/* Only with the shop's number: a page the shop's server did not send names none. */}
            {whatsapp && (
              <Card className={`${styles.card} ${styles.whatsappCard}`}>
                <div className={styles.whatsappIntro}>
                  <WhatsAppIcon fontSize="inherit" className={styles.whatsappIcon} />
                  <div>
                    <h2 className={styles.cardTitle}>{t('contact.whatsapp')}</h2>
                    <p className="body2 text-muted">{t('contact.whatsappText')}</p>
                  </div>
                </div>
                <WhatsAppChat variant="contained" message={t('contact.whatsappGreeting')} className={styles.whatsappButton}>
                  {t('contact.whatsappButton')}
                </WhatsAppChat>
              </Card>
            )}
          </div>
          <Card className={styles.card}>
            <form onSubmit={submit} noValidate aria-label={t('contact.send')}>
              <h2 className={`gutter-bottom ${styles.cardTitle}`}>{t('contact.sendTitle')}</h2>
              <div className={styles.fields}>
                <TextField label={t('contact.fullName')} required value={form.name} onChange={set('name')} error={!!errors.name} helperText={errors.name && t(errors.name)} autoComplete="name" />
                <TextField label={t('contact.email')} type="email" required value={form.email} onChange={set('email')} error={!!errors.email} helperText={errors.email && t(errors.email)} autoComplete="email" />
                <TextField label={t('common.phone')} value={form.phone} onChange={set('phone')} placeholder={t('contact.phoneExample')} type="tel" autoComplete="tel" />
                <SelectField label={t('contact.subject')} required value={form.subject} onChange={set('subject')} error={!!errors.subject} helperText={errors.subject && t(errors.subject)}>
                  {/* No subject until the shopper picks one, as the form starts. */}
                  <option value="" disabled />
                  {SUBJECTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`contact.subjects.${s}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField label={t('contact.message')} required multiline rows={5} value={form.message} onChange={set('message')} error={!!errors.message} helperText={errors.message && t(errors.message)} className={styles.message} />
              </div>
              {sendError && (
                <Alert severity="error" role="alert" className={styles.sendError}>
                  {sendError}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={sending} className={styles.send}>
                {sending ? t('contact.sending') : t('contact.sendButton')}
              </Button>
            </form>
          </Card>
        </div>

        <section id="faq" aria-labelledby="faq-title" className={styles.faq}>
          <h2 id="faq-title" className={`h4 ${styles.faqTitle}`}>
            {t('contact.faq')}
          </h2>
          {FAQ.map((n) => (
            <Accordion key={n} summary={t(`contact.q${n}`)}>
              <p className="text-muted">{t(`contact.a${n}`, { pickup: PICKUP_POINT })}</p>
            </Accordion>
          ))}
        </section>
      </Container>
    </>
  );
}

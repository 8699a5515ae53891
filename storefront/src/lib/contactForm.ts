// Contact form rules (SPEC.md section 5). The message is stored for staff (POST /api/contact-messages/).
import type { ContactMessagePayload, ContactSubject } from '@shop/api-client';

/** The subjects a message may have; each one's name is contact.subjects.<value>. */
export const SUBJECTS = ['general', 'order', 'product', 'wholesale', 'partnership', 'feedback'] as const satisfies ReadonlyArray<ContactSubject>;

/** The form's text for each field of the API's message ('' for a subject not chosen yet). */
export type ContactForm = Record<keyof ContactMessagePayload, string>;

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What is wrong with each field, as translation keys (contact.errors.…). */
export function validateContact(m: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  if (!m.name.trim()) errors.name = 'contact.errors.name';
  if (!m.email.trim()) errors.email = 'contact.errors.email';
  else if (!isEmail(m.email)) errors.email = 'contact.errors.emailInvalid';
  if (!SUBJECTS.some((s) => s === m.subject)) errors.subject = 'contact.errors.subject';
  if (!m.message.trim()) errors.message = 'contact.errors.message';
  return errors;
}

/** The message as the API takes it, trimmed; null while the subject is none of the shop's. */
export function contactPayload(m: ContactForm): ContactMessagePayload | null {
  const subject = SUBJECTS.find((s) => s === m.subject);
  if (!subject) return null;
  return { name: m.name.trim(), email: m.email.trim(), phone: m.phone.trim(), subject, message: m.message.trim() };
}

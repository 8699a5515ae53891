// Contact form rules (SPEC.md section 5). The message is stored for staff (POST /api/contact-messages/).
import type { ContactMessagePayload, ContactSubject } from '@shop/api-client';

export const SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'product', label: 'Product Question' },
  { value: 'wholesale', label: 'Wholesale Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const satisfies ReadonlyArray<{ value: ContactSubject; label: string }>;

/** The form's text for each field of the API's message ('' for a subject not chosen yet). */
export type ContactForm = Record<keyof ContactMessagePayload, string>;

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function validateContact(m: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  if (!m.name.trim()) errors.name = 'Please enter your name';
  if (!m.email.trim()) errors.email = 'Please enter your email address';
  else if (!isEmail(m.email)) errors.email = 'Please enter a valid email address';
  if (!SUBJECTS.some((s) => s.value === m.subject)) errors.subject = 'Please choose a subject';
  if (!m.message.trim()) errors.message = 'Please enter a message';
  return errors;
}

/** The message as the API takes it, trimmed; null while the subject is none of the shop's. */
export function contactPayload(m: ContactForm): ContactMessagePayload | null {
  const subject = SUBJECTS.find((s) => s.value === m.subject)?.value;
  if (!subject) return null;
  return { name: m.name.trim(), email: m.email.trim(), phone: m.phone.trim(), subject, message: m.message.trim() };
}

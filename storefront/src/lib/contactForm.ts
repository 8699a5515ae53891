// Contact form rules (SPEC.md section 5). The form sends nothing to a server.
export const SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'product', label: 'Product Question' },
  { value: 'wholesale', label: 'Wholesale Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function validateContact(m: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  if (!m.name.trim()) errors.name = 'Please enter your name';
  if (!m.email.trim()) errors.email = 'Please enter your email address';
  else if (!isEmail(m.email)) errors.email = 'Please enter a valid email address';
  if (!m.subject) errors.subject = 'Please choose a subject';
  if (!m.message.trim()) errors.message = 'Please enter a message';
  return errors;
}

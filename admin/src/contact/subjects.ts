import type { ContactSubject } from '@shop/api-client';

// The contact form's subjects (storefront /contact), as staff read them; a subject the API adds
// fails the build until it is named here.
const SUBJECT_NAMES: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  order: 'Order Support',
  product: 'Product Question',
  wholesale: 'Wholesale Inquiry',
  partnership: 'Partnership',
  feedback: 'Feedback',
};

export const SUBJECT_CHOICES = Object.entries(SUBJECT_NAMES).map(([id, name]) => ({ id, name }));

// The contact form's subjects (storefront /contact), as staff read them.
export const SUBJECT_CHOICES = [
  { id: 'general', name: 'General Inquiry' },
  { id: 'order', name: 'Order Support' },
  { id: 'product', name: 'Product Question' },
  { id: 'wholesale', name: 'Wholesale Inquiry' },
  { id: 'partnership', name: 'Partnership' },
  { id: 'feedback', name: 'Feedback' },
];

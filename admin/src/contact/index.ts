import MailIcon from '@mui/icons-material/Mail';
import NewsletterIcon from '@mui/icons-material/MarkEmailRead';
import { ContactMessageList, ContactMessageShow } from './ContactMessages';
import { NewsletterSubscriberList } from './NewsletterSubscribers';

export const contactMessages = { list: ContactMessageList, show: ContactMessageShow, icon: MailIcon, recordRepresentation: 'name' };

export const newsletterSubscribers = { list: NewsletterSubscriberList, icon: NewsletterIcon, recordRepresentation: 'email' };

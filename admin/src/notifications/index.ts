import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import TemplatesIcon from '@mui/icons-material/EditNote';
import { NotificationList } from './NotificationList';
import { NotificationShow } from './NotificationShow';
import { TemplateEdit } from './TemplateEdit';
import { TemplateList } from './TemplateList';
import { templateName } from './notificationText';

export const notifications = { list: NotificationList, show: NotificationShow, icon: NotificationsIcon, recordRepresentation: 'recipient' };

// Anywhere the console names a template (titles, confirmations), by its name rather than its key.
export const notificationTemplates = { list: TemplateList, edit: TemplateEdit, icon: TemplatesIcon, recordRepresentation: templateName };

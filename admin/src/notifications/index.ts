import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import TemplatesIcon from '@mui/icons-material/EditNote';
import { NotificationList } from './NotificationList';
import { NotificationShow } from './NotificationShow';
import { TemplateEdit } from './TemplateEdit';
import { TemplateList } from './TemplateList';

export const notifications = { list: NotificationList, show: NotificationShow, icon: NotificationsIcon, recordRepresentation: 'recipient' };

export const notificationTemplates = { list: TemplateList, edit: TemplateEdit, icon: TemplatesIcon, recordRepresentation: 'id' };

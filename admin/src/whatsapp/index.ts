import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import TemplatesIcon from '@mui/icons-material/SpeakerNotes';
import { ConversationList } from './ConversationList';
import { ConversationShow } from './ConversationShow';
import { WhatsAppTemplateEdit } from './WhatsAppTemplateEdit';
import { WhatsAppTemplateList } from './WhatsAppTemplateList';
import { conversationName, whatsAppTemplateName } from './whatsappText';

/** The inbox of customers' WhatsApp messages (GET /api/whatsapp/conversations/), one a number, answered on its page. */
export const whatsAppConversations = { list: ConversationList, show: ConversationShow, icon: WhatsAppIcon, recordRepresentation: conversationName };

/** Which approved WhatsApp template carries each order update, in each language; named in staff words anywhere. */
export const whatsAppTemplates = { list: WhatsAppTemplateList, edit: WhatsAppTemplateEdit, icon: TemplatesIcon, recordRepresentation: whatsAppTemplateName };

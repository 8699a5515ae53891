import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { hasRole, Roles } from '../common/roles';
import { User } from '../users/user.entity';
import { PreviewTemplateDto, SaveTemplateDto } from './dto/template.dto';
import { isSecurityTemplate } from './notification-events';
import { NotificationTemplateView, TemplatePreviewView } from './notification.views';
import { TemplatePreview } from './template-preview';
import { parseTemplateId, TemplatesService } from './templates.service';

const SECURITY_FORBIDDEN = 'Only an admin may change this template: it carries a password reset link or code, or a leave link.';
const SECURITY_RESPONSE = { description: 'A security template (password reset, newsletter leave link): admin only' };

/** The template `id` names, when `user` may change it: a security template's words could hand its secret to someone else. */
function changeable(id: string, user: User): ReturnType<typeof parseTemplateId> {
  const template = parseTemplateId(id);
  if (isSecurityTemplate(template.key) && !hasRole(user.role, 'admin')) throw new ForbiddenException({ detail: SECURITY_FORBIDDEN });
  return template;
}

/** The words of every SMS and e-mail, per event, channel and language; staff edit them with a live preview (security templates: admins). */
@ApiTags('notifications')
@Controller('api/notification-templates')
@Roles('staff')
export class NotificationTemplatesController {
  constructor(
    private readonly templates: TemplatesService,
    private readonly previews: TemplatePreview,
  ) {}

  @Get()
  @ApiOkResponse({ type: [NotificationTemplateView], description: 'Every template, edited or default' })
  async list(): Promise<NotificationTemplateView[]> {
    return (await this.templates.list()).map(NotificationTemplateView.of);
  }

  @Get(':id')
  @ApiOkResponse({ type: NotificationTemplateView })
  @ApiNotFoundResponse({ description: 'No such template' })
  async get(@Param('id') id: string): Promise<NotificationTemplateView> {
    const { key, language } = parseTemplateId(id);
    return NotificationTemplateView.of(await this.templates.get(key, language));
  }

  @Put(':id')
  @ApiOkResponse({ type: NotificationTemplateView })
  @ApiBadRequestResponse({ description: 'An unknown placeholder, a secret (reset link or code, leave link) in the subject, an empty body or an e-mail without subject' })
  @ApiForbiddenResponse(SECURITY_RESPONSE)
  @ApiNotFoundResponse({ description: 'No such template' })
  async save(@Param('id') id: string, @Body() dto: SaveTemplateDto, @CurrentUser() user: User): Promise<NotificationTemplateView> {
    const { key, language } = changeable(id, user);
    return NotificationTemplateView.of(await this.templates.save(key, language, { subject: dto.subject ?? '', body: dto.body }, user.username));
  }

  @Delete(':id')
  @ApiOkResponse({ type: NotificationTemplateView, description: "Back to the shop's default words" })
  @ApiForbiddenResponse(SECURITY_RESPONSE)
  @ApiNotFoundResponse({ description: 'No such template' })
  async reset(@Param('id') id: string, @CurrentUser() user: User): Promise<NotificationTemplateView> {
    const { key, language } = changeable(id, user);
    return NotificationTemplateView.of(await this.templates.reset(key, language));
  }

  @Post(':id/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: TemplatePreviewView, description: 'The text as it would be sent, filled with a real order (the newest unless order_id), and an SMS its length and parts' })
  @ApiBadRequestResponse({ description: 'An unknown placeholder, or no order to fill it with' })
  @ApiNotFoundResponse({ description: 'No such template' })
  preview(@Param('id') id: string, @Body() dto: PreviewTemplateDto): Promise<TemplatePreviewView> {
    const { key, language } = parseTemplateId(id);
    return this.previews.preview(key, language, { subject: dto.subject ?? '', body: dto.body }, dto.order_id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator';
import { parseListQuery, setContentRange } from '../../common/list-query';
import { Roles } from '../../common/roles';
import { User } from '../../users/user.entity';
import { isLanguage } from '../../i18n/languages';
import { Language, templateVariables } from '../notification-events';
import { TemplatePreview } from '../template-preview';
import { PreviewWhatsAppTemplateDto, SaveWhatsAppTemplateDto, WhatsAppReplyDto } from './dto/whatsapp.dto';
import { WhatsAppConversations } from './whatsapp-conversations.service';
import { isWhatsAppEvent, WhatsAppEvent } from './whatsapp-template-defaults';
import { assertMappable, filled, WhatsAppTemplateEntry, WhatsAppTemplates } from './whatsapp-templates.service';
import { WhatsAppConversationDetailView, WhatsAppConversationView, WhatsAppMessageApiView, WhatsAppTemplatePreviewView, WhatsAppTemplateView } from './whatsapp.views';

/** `order_paid.sw` -> its event and language; 404 for anything else. */
function parseId(id: string): { event: WhatsAppEvent; language: Language } {
  const [event, language, ...rest] = id.split('.');
  if (rest.length || !isWhatsAppEvent(event) || !isLanguage(language)) throw new NotFoundException({ detail: 'No such WhatsApp template.' });
  return { event, language };
}

const view = (entry: WhatsAppTemplateEntry) => WhatsAppTemplateView.of(entry, templateVariables(`${entry.event}.sms`));

/** Staff's side of WhatsApp: which approved template carries each order update, and the conversations with customers. */
@ApiTags('whatsapp')
@Controller('api/whatsapp')
@Roles('staff')
export class WhatsAppStaffController {
  constructor(
    private readonly templates: WhatsAppTemplates,
    private readonly previews: TemplatePreview,
    private readonly conversations: WhatsAppConversations,
  ) {}

  @Get('templates')
  @ApiOkResponse({ type: [WhatsAppTemplateView], description: 'Every order update in every language, mapped or default' })
  async listTemplates(): Promise<WhatsAppTemplateView[]> {
    return (await this.templates.all()).map(view);
  }

  @Get('templates/:id')
  @ApiOkResponse({ type: WhatsAppTemplateView })
  @ApiNotFoundResponse({ description: 'No such event and language' })
  async getTemplate(@Param('id') id: string): Promise<WhatsAppTemplateView> {
    const { event, language } = parseId(id);
    return view(await this.templates.get(event, language));
  }

  @Put('templates/:id')
  @ApiOkResponse({ type: WhatsAppTemplateView })
  @ApiBadRequestResponse({ description: 'A name WhatsApp cannot have, placeholders not numbered in order or at either end, or variables that do not match them' })
  @ApiNotFoundResponse({ description: 'No such event and language' })
  async saveTemplate(@Param('id') id: string, @Body() dto: SaveWhatsAppTemplateDto, @CurrentUser() user: User): Promise<WhatsAppTemplateView> {
    const { event, language } = parseId(id);
    return view(await this.templates.save(event, language, { name: dto.name, body: dto.body, variables: dto.variables }, user.username));
  }

  @Delete('templates/:id')
  @ApiOkResponse({ type: WhatsAppTemplateView, description: "Back to the shop's default" })
  @ApiNotFoundResponse({ description: 'No such event and language' })
  async resetTemplate(@Param('id') id: string): Promise<WhatsAppTemplateView> {
    const { event, language } = parseId(id);
    return view(await this.templates.reset(event, language));
  }

  @Post('templates/:id/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: WhatsAppTemplatePreviewView, description: 'The body filled with a real order (the newest unless order_id), as the customer would read it' })
  @ApiBadRequestResponse({ description: 'The mapping as for saving, or no order to fill it with' })
  async previewTemplate(@Param('id') id: string, @Body() dto: PreviewWhatsAppTemplateDto): Promise<WhatsAppTemplatePreviewView> {
    const { event, language } = parseId(id);
    const mapping = { name: dto.name, body: dto.body, variables: dto.variables };
    assertMappable(event, mapping);
    const { variables, sample } = await this.previews.orderSample(language, dto.order_id);
    return { ...filled(mapping, variables), sample };
  }

  @Get('conversations')
  @ApiQuery({ name: 'range', required: false, type: String, example: '[0,24]', description: 'JSON [first, last] (inclusive, zero-based)' })
  @ApiOkResponse({ type: [WhatsAppConversationView], description: 'One a customer number, the newest message first' })
  async listConversations(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<WhatsAppConversationView[]> {
    const list = parseListQuery(query, []);
    const [rows, total] = await this.conversations.list(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get('conversations/:phone')
  @ApiOkResponse({ type: WhatsAppConversationDetailView })
  @ApiNotFoundResponse({ description: 'No conversation with this number' })
  getConversation(@Param('phone') phone: string): Promise<WhatsAppConversationDetailView> {
    return this.conversations.get(phone);
  }

  @Post('conversations/:phone/reply')
  @HttpCode(200)
  @ApiOkResponse({ type: WhatsAppMessageApiView, description: 'Sent; its delivery follows in the conversation' })
  @ApiNotFoundResponse({ description: 'No conversation with this number' })
  @ApiConflictResponse({ description: 'The 24-hour window is closed (only a template may be sent now), or WhatsApp is off' })
  @ApiBadGatewayResponse({ description: 'WhatsApp did not take the answer' })
  reply(@Param('phone') phone: string, @Body() dto: WhatsAppReplyDto, @CurrentUser() user: User): Promise<WhatsAppMessageApiView> {
    return this.conversations.reply(user, phone, dto.text);
  }
}

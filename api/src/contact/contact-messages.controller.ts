import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { PublicFormThrottle } from '../common/throttles';
import { ContactMessagesService, MESSAGE_SORTABLE, MessageFilter } from './contact-messages.service';
import { ContactMessageView } from './contact.views';
import { CreateContactMessageDto } from './dto/contact.dto';

/** Anyone may write to the shop; staff read the messages in the console. */
@ApiTags('contact')
@Controller('api/contact-messages')
export class ContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Post()
  @PublicFormThrottle()
  @ApiCreatedResponse({ type: ContactMessageView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"email": ["Enter a valid email address."]}' })
  create(@Body() dto: CreateContactMessageDto): Promise<ContactMessageView> {
    return this.messages.create(dto);
  }

  @Get()
  @Roles('staff')
  @ApiListQuery(MESSAGE_SORTABLE, 'q (name, e-mail or text), subject (one or a list)')
  @ApiOkResponse({ type: [ContactMessageView] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ContactMessageView[]> {
    const list = parseListQuery<MessageFilter>(query, MESSAGE_SORTABLE);
    const [rows, total] = await this.messages.list(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ContactMessageView })
  @ApiNotFoundResponse({ description: 'No such message' })
  get(@Param('id', IdPipe) id: number): Promise<ContactMessageView> {
    return this.messages.get(id);
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ContactMessageView, description: 'Deleted; answers the deleted message' })
  @ApiNotFoundResponse({ description: 'No such message' })
  remove(@Param('id', IdPipe) id: number): Promise<ContactMessageView> {
    return this.messages.remove(id);
  }
}

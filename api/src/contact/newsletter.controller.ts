import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiFoundResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { PublicFormThrottle } from '../common/throttles';
import { DetailView } from '../common/detail.view';
import { SubscriberView } from './contact.views';
import { NewsletterLeaveDto, SubscribeDto } from './dto/contact.dto';
import { LEAVE_LINK_INVALID } from './newsletter-leave';
import { NewsletterService, SUBSCRIBED, SUBSCRIBER_SORTABLE } from './newsletter.service';
import type { Language } from '../i18n/languages';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { SaysShopWords } from '../i18n/answer-language.interceptor';

/** The home page's newsletter box subscribes; a newsletter e-mail's link leaves; staff list the subscribers. */
@ApiTags('contact')
@Controller('api/newsletter')
@SaysShopWords()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @PublicFormThrottle()
  @ApiCreatedResponse({ type: DetailView, description: `{"detail": "${SUBSCRIBED}"}` })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"email": ["Enter a valid email address."]}' })
  @ApiConflictResponse({ description: '{"detail": "This email is already subscribed."}' })
  async subscribe(@Body() dto: SubscribeDto, @RequestLanguage() language: Language): Promise<DetailView> {
    await this.newsletter.subscribe(dto.email, language);
    return { detail: SUBSCRIBED };
  }

  @Post('unsubscribe')
  @HttpCode(204)
  @PublicFormThrottle()
  @ApiNoContentResponse({ description: 'The address is off the list (also when it already was): no login needed, the signed link is the proof' })
  @ApiBadRequestResponse({ description: `{"token": ["${LEAVE_LINK_INVALID}"]}` })
  async unsubscribe(@Body() dto: NewsletterLeaveDto): Promise<void> {
    await this.newsletter.leave(dto.token);
  }

  /** A mail program's own unsubscribe button (List-Unsubscribe-Post: List-Unsubscribe=One-Click, RFC 8058) posts here. */
  @Post('unsubscribe/one-click')
  @HttpCode(204)
  @PublicFormThrottle()
  @ApiNoContentResponse({ description: 'The address is off the list; the body a mail program sends (List-Unsubscribe=One-Click) is not needed' })
  @ApiBadRequestResponse({ description: `{"token": ["${LEAVE_LINK_INVALID}"]}` })
  @ApiQuery({ name: 'token', type: String, description: 'The token of the leave link' })
  async unsubscribeOneClick(@Query('token') token: unknown): Promise<void> {
    await this.newsletter.leave(typeof token === 'string' ? token : '');
  }

  /** Opened in a browser (a mail program that only links), the same address shows the storefront's leave page. */
  @Get('unsubscribe/one-click')
  @ApiFoundResponse({ description: 'To the storefront page that confirms the leave' })
  @ApiQuery({ name: 'token', type: String, description: 'The token of the leave link' })
  oneClickPage(@Query('token') token: unknown, @Res() res: Response): void {
    res.redirect(302, `/newsletter/unsubscribe?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`);
  }

  @Get()
  @Roles('staff')
  @ApiListQuery(SUBSCRIBER_SORTABLE, 'q (part of the e-mail)')
  @ApiOkResponse({ type: [SubscriberView] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<SubscriberView[]> {
    const list = parseListQuery<{ q?: unknown }>(query, SUBSCRIBER_SORTABLE);
    const [rows, total] = await this.newsletter.list(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: SubscriberView, description: 'Removed; answers the removed subscriber' })
  @ApiNotFoundResponse({ description: 'No such subscriber' })
  remove(@Param('id', IdPipe) id: number): Promise<SubscriberView> {
    return this.newsletter.remove(id);
  }
}

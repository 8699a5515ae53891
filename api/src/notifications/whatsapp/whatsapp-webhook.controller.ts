import { Body, Controller, ForbiddenException, Get, Header, HttpCode, Logger, Post, Query, Req, ServiceUnavailableException } from '@nestjs/common';
import { ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiQuery, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { rawBodyOf } from '../../common/body-errors';
import { AppConfig } from '../../config/app-config';
import { WhatsAppWebhook } from './whatsapp-webhook.service';
import { WhatsAppWebhookBody } from './whatsapp-webhook.types';

/** Meta's event as WHATSAPP.md gives it (anything else in it is ignored). */
const EVENT_SCHEMA = {
  type: 'object',
  properties: {
    object: { type: 'string', example: 'whatsapp_business_account' },
    entry: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                field: { type: 'string', example: 'messages' },
                value: {
                  type: 'object',
                  properties: {
                    statuses: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          id: { type: 'string', example: 'wamid.HBgM…' },
                          status: { type: 'string', enum: ['sent', 'delivered', 'read', 'failed'] },
                          timestamp: { type: 'string', example: '1732780800' },
                          recipient_id: { type: 'string', example: '254712345678' },
                          errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'integer', example: 131026 }, title: { type: 'string' } } } },
                        },
                      },
                    },
                    messages: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          from: { type: 'string', example: '254712345678' },
                          id: { type: 'string' },
                          timestamp: { type: 'string' },
                          type: { type: 'string', example: 'text' },
                          text: { type: 'object', properties: { body: { type: 'string', example: 'STOP' } } },
                        },
                      },
                    },
                    contacts: { type: 'array', items: { type: 'object', properties: { wa_id: { type: 'string' }, profile: { type: 'object', properties: { name: { type: 'string' } } } } } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

class EventTaken {
  @ApiProperty({ example: true }) received: true;
}

const digest = (text: string | Buffer) => createHash('sha256').update(text).digest();
/** Compared by their digests, so neither the length nor the bytes of the expected value leak through timing. */
const same = (given: string | Buffer, expected: string | Buffer) => timingSafeEqual(digest(given), digest(expected));

/** Meta's webhook of the shop's WhatsApp number (WHATSAPP.md): the verification handshake, then signed events. */
@ApiTags('whatsapp')
@Controller('api/whatsapp/webhook')
export class WhatsAppWebhookController {
  private readonly logger = new Logger('WhatsAppWebhook');

  constructor(
    private readonly webhook: WhatsAppWebhook,
    private readonly config: AppConfig,
  ) {}

  /** Meta's handshake when the webhook is set up: the challenge back, if the verify token is WHATSAPP_VERIFY_TOKEN (the stand-in's own in its mode). */
  @Get()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiQuery({ name: 'hub.mode', type: String, example: 'subscribe' })
  @ApiQuery({ name: 'hub.verify_token', type: String })
  @ApiQuery({ name: 'hub.challenge', type: String, example: '1158201444' })
  @ApiOkResponse({ description: 'The challenge, as text', schema: { type: 'string' } })
  @ApiForbiddenResponse({ description: 'Another verify token, or none configured' })
  verify(@Query() query: Record<string, unknown>): string {
    const token = this.config.whatsapp.verifyToken;
    const given = query['hub.verify_token'];
    if (!token || query['hub.mode'] !== 'subscribe' || typeof given !== 'string' || !same(given, token) || typeof query['hub.challenge'] !== 'string') {
      this.logger.warn('A WhatsApp webhook handshake with a wrong verify token was refused');
      throw new ForbiddenException({ detail: 'Verification failed.' });
    }
    return query['hub.challenge'];
  }

  /** An event (statuses, customers' messages), signed with the app secret (the stand-in's own in its mode) over its bytes: checked, queued, answered. */
  @Post()
  @HttpCode(200)
  @ApiBody({ schema: EVENT_SCHEMA, description: "Meta's webhook event (WHATSAPP.md), signed in X-Hub-Signature-256" })
  @ApiOkResponse({ type: EventTaken, description: 'Taken; the work is queued' })
  @ApiForbiddenResponse({ description: 'A missing or wrong X-Hub-Signature-256 (or no WHATSAPP_APP_SECRET set)' })
  @ApiServiceUnavailableResponse({ description: 'The queue could not take it: Meta sends it again later' })
  async receive(@Req() req: Request, @Body() body: WhatsAppWebhookBody): Promise<EventTaken> {
    const secret = this.config.whatsapp.appSecret;
    const signature = req.headers['x-hub-signature-256'];
    const raw = rawBodyOf(req);
    const expected = secret && raw ? `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` : null;
    if (!expected || typeof signature !== 'string' || !same(signature, expected)) {
      this.logger.warn(`A WhatsApp webhook event with ${typeof signature === 'string' ? 'a wrong' : 'no'} signature was refused (${req.ip})`);
      throw new ForbiddenException({ detail: 'Invalid signature.' });
    }
    await this.webhook.receive(body).catch((error: Error) => {
      this.logger.error(`A WhatsApp webhook event could not be queued: ${error.message}`);
      throw new ServiceUnavailableException({ detail: 'Please send it again later.' });
    });
    return { received: true };
  }
}

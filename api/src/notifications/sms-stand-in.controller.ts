import { Body, CanActivate, Controller, Get, Headers, Injectable, Logger, NotFoundException, Post, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { AppConfig, AT_STAND_IN_KEY } from '../config/app-config';

/** Only while the shop has no Africa's Talking keys and is not in production; otherwise its paths are a plain 404. */
@Injectable()
class StandInMountedGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.smsMode !== 'stand-in') throw new NotFoundException({ detail: 'Not found.' });
    return true;
  }
}

interface ReceivedSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  receivedAt: string;
}

const KEEP = 200;

/**
 * Africa's Talking's SMS call as the built-in stand-in answers it in development (AFRICASTALKING.md): the
 * shop's SMS client cannot tell it from the real one. It sends nothing; it logs each message and keeps
 * the last few for `GET /at-sandbox/messages`, and the console's Notifications screen shows them.
 */
@ApiExcludeController()
@Controller('at-sandbox')
@UseGuards(StandInMountedGuard)
export class SmsStandInController {
  private readonly logger = new Logger('SmsStandIn');
  private readonly received: ReceivedSms[] = [];

  @Post('version1/messaging')
  send(@Headers('apikey') apiKey: string | undefined, @Body() body: Record<string, unknown>, @Res() res: Response): void {
    if (apiKey !== AT_STAND_IN_KEY || body?.username !== 'sandbox') {
      res.status(401).type('text/plain').send('The supplied authentication is invalid');
      return;
    }
    const message = typeof body.message === 'string' ? body.message : '';
    const numbers = (typeof body.to === 'string' ? body.to : '').split(',').map((to) => to.trim()).filter(Boolean);
    if (!message || !numbers.length) {
      res.status(400).type('text/plain').send(!message ? 'Must have message to send' : 'Must have to to send to');
      return;
    }
    const recipients = numbers.map((number) => {
      if (!/^\+254[17]\d{8}$/.test(number)) return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      const sms = { messageId: `ATXid_standin_${randomUUID()}`, to: number, from: typeof body.from === 'string' ? body.from : null, message, receivedAt: new Date().toISOString() };
      this.received.unshift(sms);
      this.received.length = Math.min(this.received.length, KEEP);
      this.logger.log(`SMS to ${number} (not sent, development stand-in): ${message}`);
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId: sms.messageId };
    });
    const sent = recipients.filter((recipient) => recipient.statusCode === 101).length;
    res.status(201).json({ SMSMessageData: { Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(0.8 * sent).toFixed(4)}`, Recipients: recipients } });
  }

  @Get('messages')
  messages(): ReceivedSms[] {
    return this.received;
  }
}

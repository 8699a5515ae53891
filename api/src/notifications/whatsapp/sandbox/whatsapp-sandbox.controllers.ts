import { Body, CanActivate, Controller, Get, Headers, Injectable, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController, ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Response } from 'express';
import { normaliseKenyanMobile } from '../../../checkout/phone';
import { AppConfig, WHATSAPP_STAND_IN_VERSION } from '../../../config/app-config';
import { whatsAppPhonePage } from './phone-page';
import { WhatsAppSandboxService } from './whatsapp-sandbox.service';

/** Only in stand-in mode (no WhatsApp keys, not production); otherwise its paths are a plain 404. */
@Injectable()
export class WhatsAppStandInMountedGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.whatsappMode !== 'stand-in') throw new NotFoundException({ detail: 'Not found.' });
    return true;
  }
}

/** The Cloud API's send call under /whatsapp-sandbox/v21.0 (WHATSAPP.md), answered in Meta's own shapes. */
@ApiExcludeController()
@Controller('whatsapp-sandbox')
@UseGuards(WhatsAppStandInMountedGuard)
export class CloudApiStandInController {
  constructor(private readonly sandbox: WhatsAppSandboxService) {}

  @Post(`${WHATSAPP_STAND_IN_VERSION}/:phoneNumberId/messages`)
  async send(@Param('phoneNumberId') phoneNumberId: string, @Headers() headers: Record<string, string | undefined>, @Body() body: unknown, @Res() res: Response): Promise<void> {
    const answer = await this.sandbox.send({ authorization: headers.authorization, contentType: headers['content-type'], phoneNumberId, body });
    res.status(answer.status).json(answer.body);
  }
}

class PhoneMessageDto {
  @ApiProperty({ maxLength: 4096 })
  @IsString()
  @MaxLength(4096)
  text: string;
}

/** The customer's phone: a page of each number's chat with the shop, and the customer's messages to it. */
@ApiExcludeController()
@Controller('whatsapp-sandbox')
@UseGuards(WhatsAppStandInMountedGuard)
export class WhatsAppPhoneStandInController {
  constructor(private readonly sandbox: WhatsAppSandboxService) {}

  @Get()
  async show(@Query('phone') given: unknown, @Res() res: Response): Promise<void> {
    const typed = typeof given === 'string' ? given.trim() : '';
    const phone = typed ? normaliseKenyanMobile(typed) : null;
    const error = typed && !phone ? 'That is not a Kenyan mobile number: type it as 0712 345 678 or 254712345678.' : undefined;
    // Opened after the list is read, so a number opened for the first time is listed once it has messages.
    const phones = await this.sandbox.phones();
    res.type('html').send(whatsAppPhonePage({ phones, open: phone ? await this.sandbox.open(phone) : null, error, typed: error ? typed : undefined }));
  }

  @Post('phones/:phone/messages')
  async write(@Param('phone') given: string, @Body() dto: PhoneMessageDto, @Res() res: Response): Promise<void> {
    const phone = normaliseKenyanMobile(given);
    if (!phone) throw new NotFoundException({ detail: 'Not a Kenyan mobile number.' });
    await this.sandbox.write(phone, dto.text);
    res.redirect(303, `/whatsapp-sandbox/?phone=${phone}`);
  }
}

import { Body, CanActivate, Controller, Get, Headers, Injectable, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController, ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { DarajaAnswer } from './daraja-contract';
import { DarajaRequest, MpesaSandboxService } from './mpesa-sandbox.service';
import { PHONE_ANSWER_NAMES, PhoneAnswerName } from './phone-answers';
import { phonePage } from './phone-page';

/** Only in stand-in mode (no Daraja keys, not production); otherwise its paths are a plain 404. */
@Injectable()
export class StandInMountedGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.mpesaMode !== 'stand-in') throw new NotFoundException({ detail: 'Not found.' });
    return true;
  }
}

const send = (res: Response, answer: DarajaAnswer): void => void res.status(answer.status).json(answer.body);

const darajaRequest = (headers: Record<string, string | undefined>, body: unknown): DarajaRequest => ({
  authorization: headers.authorization,
  contentType: headers['content-type'],
  body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
});

/** Daraja's M-Pesa Express paths under /mpesa-sandbox (DARAJA.md), answered in Daraja's own shapes. */
@ApiExcludeController()
@Controller('mpesa-sandbox')
@UseGuards(StandInMountedGuard)
export class DarajaStandInController {
  constructor(private readonly sandbox: MpesaSandboxService) {}

  @Get('oauth/v1/generate')
  token(@Query('grant_type') grantType: unknown, @Headers('authorization') authorization: string | undefined, @Res() res: Response): void {
    send(res, this.sandbox.token(grantType, authorization));
  }

  @Post('mpesa/stkpush/v1/processrequest')
  async stkPush(@Headers() headers: Record<string, string | undefined>, @Body() body: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.sandbox.stkPush(darajaRequest(headers, body)));
  }

  @Post('mpesa/stkpushquery/v1/query')
  async query(@Headers() headers: Record<string, string | undefined>, @Body() body: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.sandbox.query(darajaRequest(headers, body)));
  }
}

class PhoneAnswerDto {
  @ApiProperty({ enum: PHONE_ANSWER_NAMES })
  @IsIn(PHONE_ANSWER_NAMES)
  answer: PhoneAnswerName;
}

/** The shopper's phone: a page of the prompts the shop sent, and the answers a shopper can give. */
@ApiExcludeController()
@Controller('mpesa-sandbox')
@UseGuards(StandInMountedGuard)
export class PhoneStandInController {
  constructor(private readonly sandbox: MpesaSandboxService) {}

  @Get()
  async show(@Res() res: Response): Promise<void> {
    res.type('html').send(phonePage(await this.sandbox.phone()));
  }

  @Post('prompts/:checkoutRequestId')
  async answer(@Param('checkoutRequestId') checkoutRequestId: string, @Body() dto: PhoneAnswerDto, @Res() res: Response): Promise<void> {
    await this.sandbox.answer(checkoutRequestId, dto.answer);
    res.redirect(303, '/mpesa-sandbox/');
  }
}

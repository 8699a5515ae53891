import { Body, CanActivate, Controller, Get, Headers, HttpCode, Injectable, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { paymentPage, unknownPaymentPage } from './sandbox-page';
import { SANDBOX_CHOICES, SandboxChoice } from './sandbox-results';
import { apiError, SandboxService } from './sandbox.service';
import { IsOmittable } from '../../../common/validation';

/** The sandbox exists only while no real Pesapal keys are configured; otherwise its paths are a plain 404. */
@Injectable()
class SandboxMountedGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.pesapalMode !== 'stand-in') throw new NotFoundException({ detail: 'Not found.' });
    return true;
  }
}

const bearerOnly = (service: SandboxService, authorization: string | undefined, res: Response): boolean => {
  if (service.tokenValid(authorization)) return true;
  res.status(401).json(apiError('invalid_api_token', 'Invalid or expired token', '401'));
  return false;
};

/** Pesapal API 3.0 paths under /pesapal-sandbox (PESAPAL.md); answers in Pesapal's own shapes. */
@ApiExcludeController()
@Controller('pesapal-sandbox/api')
@UseGuards(SandboxMountedGuard)
export class SandboxApiController {
  constructor(private readonly sandbox: SandboxService) {}

  @Post('Auth/RequestToken')
  @HttpCode(200)
  token(@Body() body: Record<string, unknown>) {
    return this.sandbox.requestToken(body?.consumer_key, body?.consumer_secret);
  }

  @Post('URLSetup/RegisterIPN')
  @HttpCode(200)
  async registerIpn(@Headers('authorization') authorization: string | undefined, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.registerIpn(body?.url, body?.ipn_notification_type));
  }

  @Get('URLSetup/GetIpnList')
  async ipnList(@Headers('authorization') authorization: string | undefined, @Res() res: Response): Promise<void> {
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.ipnList());
  }

  @Post('Transactions/SubmitOrderRequest')
  @HttpCode(200)
  async submitOrder(@Headers('authorization') authorization: string | undefined, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.submitOrder(body ?? {}));
  }

  @Get('Transactions/GetTransactionStatus')
  async status(@Headers('authorization') authorization: string | undefined, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const trackingId = String(query.orderTrackingId ?? query.OrderTrackingId ?? '');
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.status(trackingId));
  }

  @Post('Transactions/RefundRequest')
  @HttpCode(200)
  async refund(@Headers('authorization') authorization: string | undefined, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.refund(body ?? {}));
  }

  @Post('Transactions/CancelOrder')
  @HttpCode(200)
  async cancel(@Headers('authorization') authorization: string | undefined, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (bearerOnly(this.sandbox, authorization, res)) res.json(await this.sandbox.cancel(body?.order_tracking_id));
  }
}

class SandboxPayDto {
  @ApiProperty({ enum: SANDBOX_CHOICES })
  @IsIn(SANDBOX_CHOICES)
  choice: SandboxChoice;

  @ApiProperty({ required: false })
  @IsOmittable()
  @IsString()
  @MaxLength(32)
  phone?: string;
}

/**
 * The page's form is answered with a redirect to the merchant's callback, which may be on another
 * host than the page. The shop's CSP (form-action 'self') covers the redirect too, and a blocked
 * submission shows nothing at all: this page's policy also allows the callback's origin.
 */
function allowFormRedirectTo(res: Response, callbackUrl: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(/form-action 'self'/, `form-action 'self' ${new URL(callbackUrl).origin}`));
}

/** The hosted payment page the shopper is sent to (Pesapal's iframe page in real life). */
@ApiExcludeController()
@Controller('pesapal-sandbox/pay')
@UseGuards(SandboxMountedGuard)
export class SandboxPageController {
  constructor(private readonly sandbox: SandboxService) {}

  @Get()
  async show(@Query('OrderTrackingId') trackingId: string | undefined, @Res() res: Response): Promise<void> {
    const transaction = trackingId ? await this.sandbox.find(String(trackingId)) : null;
    if (transaction) allowFormRedirectTo(res, transaction.callbackUrl);
    res.status(transaction ? 200 : 404).type('html').send(transaction ? paymentPage(transaction) : unknownPaymentPage());
  }

  @Post(':trackingId')
  async pay(@Param('trackingId') trackingId: string, @Body() dto: SandboxPayDto, @Res() res: Response): Promise<void> {
    const callback = await this.sandbox.pay(trackingId, dto.choice, dto.phone ?? '');
    if (!callback) {
      res.status(404).type('html').send(unknownPaymentPage());
      return;
    }
    res.redirect(302, callback);
  }
}

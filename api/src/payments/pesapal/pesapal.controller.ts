import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Logger, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { IdPipe } from '../../common/ids';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedIn } from '../../common/roles';
import { User } from '../../users/user.entity';
import { NotificationThrottleGuard } from '../notification-throttle.guard';
import { shopPageUrl } from '../../i18n/languages';
import { resultPath } from './payment-status';
import { PesapalPaymentsService } from './pesapal-payments.service';

class PaymentSessionView {
  @ApiProperty({ description: "Pesapal's hosted payment page" }) checkout_url: string;
  @ApiProperty() tracking_id: string;
}

class IpnAnswer {
  @ApiProperty({ example: 'IPNCHANGE' }) orderNotificationType: string;
  @ApiProperty() orderTrackingId: string;
  @ApiProperty() orderMerchantReference: string;
  @ApiProperty({ enum: [200, 500], example: 200, description: '200 received; 500 makes Pesapal send it again later' }) status: 200 | 500;
}

/** Pesapal retries a notification answered with anything but HTTP 200 and status 200. */
const IpnResponses = () =>
  applyDecorators(
    ApiOkResponse({ type: IpnAnswer, description: 'Queued for verification' }),
    ApiBadRequestResponse({ type: IpnAnswer, description: 'No OrderTrackingId' }),
    ApiTooManyRequestsResponse({ description: 'Too many notifications from this address' }),
    ApiServiceUnavailableResponse({ type: IpnAnswer, description: 'Not queued (the queue is down): Pesapal sends it again later' }),
  );

/** A field as text of at most 100 UTF-16 units; a lone surrogate (sent, or left by the cut) becomes U+FFFD, as job ids must encode. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 100).replace(/\p{Cs}/gu, '\uFFFD') : '');

@ApiTags('payments')
@Controller('api')
export class PesapalController {
  private readonly logger = new Logger('PesapalIpn');

  constructor(private readonly payments: PesapalPaymentsService) {}

  @Post('pesapal-initiate/:orderId')
  @SignedIn()
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentSessionView })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is no longer pending' })
  @ApiBadGatewayResponse({ description: 'Pesapal did not answer' })
  initiate(@CurrentUser() user: User, @Param('orderId', IdPipe) orderId: number): Promise<PaymentSessionView> {
    return this.payments.initiate(user, orderId);
  }

  /** Pesapal sends the browser here; the status is verified server-side before the shopper sees a result. */
  @Get('payments/pesapal/callback')
  @ApiQuery({ name: 'OrderTrackingId', type: String })
  @ApiQuery({ name: 'OrderMerchantReference', type: String })
  @ApiQuery({ name: 'OrderNotificationType', required: false, type: String, example: 'CALLBACKURL' })
  @ApiFoundResponse({ description: 'To /order-success?ref=…&tracking_id=… (…&pending=1 while unconfirmed) or /order-failed?ref=…&tracking_id=…, under /sw for an order placed in Kiswahili' })
  async callback(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const trackingId = text(query.OrderTrackingId);
    const reference = text(query.OrderMerchantReference);
    const status = trackingId ? await this.payments.callback(trackingId, reference) : 'UNKNOWN';
    // Back to the result page in the language the shopper ordered in (Kiswahili pages live under /sw).
    res.redirect(302, shopPageUrl('', resultPath(status, reference, trackingId), await this.payments.languageOf(reference)));
  }

  /** Pesapal's instant payment notification for an IPN registered as GET: queued for the payments worker, then acknowledged. */
  @Get('payments/pesapal/ipn')
  @UseGuards(NotificationThrottleGuard)
  @ApiQuery({ name: 'OrderTrackingId', type: String })
  @ApiQuery({ name: 'OrderMerchantReference', type: String })
  @ApiQuery({ name: 'OrderNotificationType', required: false, type: String, example: 'IPNCHANGE' })
  @IpnResponses()
  ipnByGet(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<IpnAnswer> {
    return this.acknowledge(query, res);
  }

  /** The same notification for an IPN registered as POST (JSON body of the same keys). */
  @Post('payments/pesapal/ipn')
  @HttpCode(200)
  @UseGuards(NotificationThrottleGuard)
  @ApiBody({ schema: { type: 'object', properties: { OrderTrackingId: { type: 'string' }, OrderMerchantReference: { type: 'string' }, OrderNotificationType: { type: 'string' } } } })
  @IpnResponses()
  ipnByPost(@Body() body: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<IpnAnswer> {
    return this.acknowledge(body ?? {}, res);
  }

  private async acknowledge(fields: Record<string, unknown>, res: Response): Promise<IpnAnswer> {
    const trackingId = text(fields.OrderTrackingId);
    const reference = text(fields.OrderMerchantReference);
    const answer = { orderNotificationType: text(fields.OrderNotificationType) || 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: reference };
    if (!trackingId) {
      res.status(HttpStatus.BAD_REQUEST);
      return { ...answer, status: 500 };
    }
    try {
      await this.payments.enqueueVerify(trackingId, reference);
      return { ...answer, status: 200 };
    } catch (error) {
      // Not queued: an HTTP error and status 500 make Pesapal send the notification again later.
      this.logger.error(`IPN for ${reference} not queued: ${(error as Error).message}`);
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { ...answer, status: 500 };
    }
  }
}

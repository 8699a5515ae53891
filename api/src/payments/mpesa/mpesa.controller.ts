import { Body, Controller, Get, HttpCode, Logger, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { createHash, timingSafeEqual } from 'node:crypto';
import { CurrentUser } from '../../auth/current-user.decorator';
import { IdPipe } from '../../common/ids';
import { SignedIn } from '../../common/roles';
import { PromptThrottle } from '../../common/throttles';
import { AppConfig } from '../../config/app-config';
import { User } from '../../users/user.entity';
import { NotificationThrottleGuard } from '../notification-throttle.guard';
import { MpesaAttemptView, MpesaPaymentsService } from './mpesa-payments.service';

class MpesaPromptDto {
  @ApiProperty({ example: '0712 345 678', description: 'The Safaricom number to prompt, in any usual spelling' })
  @IsString()
  @MaxLength(20)
  phone: string;
}

class MpesaAttemptAnswer implements MpesaAttemptView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] }) status: 'pending' | 'paid' | 'failed';
  @ApiProperty({ example: '254712345678' }) phone: string;
  @ApiProperty({ description: 'KSh, whole shillings' }) amount: number;
  @ApiProperty({ type: Number, nullable: true, description: "Daraja's result: 0 paid, 1032 cancelled, 1037 unreachable, 2001 wrong PIN, 1 not enough money …" }) result_code: number | null;
  @ApiProperty({ type: String, nullable: true }) result_desc: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The M-Pesa receipt of a payment' }) receipt: string | null;
  @ApiProperty() created_at: string;
}

class CallbackAnswer {
  @ApiProperty({ example: 0 }) ResultCode: number;
  @ApiProperty({ example: 'Accepted' }) ResultDesc: string;
}

/** Daraja's callback as DARAJA.md gives it; anything else is kept too (it is only a hint). */
const CALLBACK_SCHEMA = {
  type: 'object',
  properties: {
    Body: {
      type: 'object',
      properties: {
        stkCallback: {
          type: 'object',
          properties: {
            MerchantRequestID: { type: 'string' },
            CheckoutRequestID: { type: 'string', example: 'ws_CO_191220191020363925' },
            ResultCode: { type: 'integer', example: 0 },
            ResultDesc: { type: 'string' },
            CallbackMetadata: {
              type: 'object',
              properties: {
                Item: {
                  type: 'array',
                  items: { type: 'object', properties: { Name: { type: 'string', example: 'MpesaReceiptNumber' }, Value: { oneOf: [{ type: 'string' }, { type: 'number' }] } } },
                },
              },
            },
          },
        },
      },
    },
  },
};

const digest = (text: string) => createHash('sha256').update(text).digest();

@ApiTags('payments')
@Controller('api/payments/mpesa')
export class MpesaController {
  private readonly logger = new Logger('MpesaCallback');

  constructor(
    private readonly payments: MpesaPaymentsService,
    private readonly config: AppConfig,
  ) {}

  /** Sends the M-Pesa PIN prompt for the shopper's own pending order; a second tap while one waits answers that one. */
  @Post(':orderId')
  @PromptThrottle()
  @SignedIn()
  @HttpCode(200)
  @ApiOkResponse({ type: MpesaAttemptAnswer })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is no longer pending, or M-Pesa is not available for it' })
  @ApiBadGatewayResponse({ description: 'Daraja did not take the prompt' })
  prompt(@CurrentUser() user: User, @Param('orderId', IdPipe) orderId: number, @Body() body: MpesaPromptDto): Promise<MpesaAttemptView> {
    return this.payments.start(user, orderId, body.phone);
  }

  /** The order's prompts and where each stands, newest first: the payment page follows the latest. */
  @Get(':orderId')
  @SignedIn()
  @ApiOkResponse({ type: MpesaAttemptAnswer, isArray: true })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  attempts(@CurrentUser() user: User, @Param('orderId', IdPipe) orderId: number): Promise<MpesaAttemptView[]> {
    return this.payments.attemptsOf(user, orderId);
  }

  /** Safaricom's result of a prompt (unsigned): kept and queued at once; a query then decides. */
  @Post('callback/:secret')
  @HttpCode(200)
  @UseGuards(NotificationThrottleGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many notifications from this address' })
  @ApiBody({ schema: CALLBACK_SCHEMA })
  @ApiOkResponse({ type: CallbackAnswer })
  @ApiNotFoundResponse({ description: 'A wrong secret' })
  async callback(@Param('secret') secret: string, @Body() body: unknown): Promise<CallbackAnswer> {
    if (!timingSafeEqual(digest(secret), digest(this.config.mpesa.callbackSecret))) {
      this.logger.warn('An M-Pesa callback with a wrong secret was refused');
      throw new NotFoundException({ detail: 'Not found.' });
    }
    await this.payments.receiveCallback(body);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  }
}

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PaymentMethod, PaymentProvider } from './payment-provider';

class PaymentMethodView {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', description: 'mpesa: a PIN prompt on the phone (M-Pesa Express); pesapal: card or other, on Pesapal\'s page' })
  method: PaymentMethod;

  @ApiProperty({ enum: ['live', 'stand-in'], description: 'stand-in: a development stand-in takes no real money' })
  mode: 'live' | 'stand-in';
}

class PaymentMethodsView {
  @ApiProperty({ type: [PaymentMethodView], description: 'The methods this shop takes, in the order the payment page offers them; empty when none is configured' })
  methods: PaymentMethodView[];
}

@ApiTags('payments')
@Controller('api/payments/methods')
export class PaymentMethodsController {
  constructor(@Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[]) {}

  /** How shoppers can pay here: what the configuration turns on. */
  @Get()
  @ApiOkResponse({ type: PaymentMethodsView })
  methods(): PaymentMethodsView {
    return { methods: this.providers.flatMap(({ method, mode }) => (mode === 'off' ? [] : [{ method, mode }])) };
  }
}

import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenPayments } from '../orders/open-payments';
import { OrdersModule } from '../orders/orders.module';
import { NotificationThrottleGuard } from './notification-throttle.guard';
import { OrderExpiryService } from './order-expiry.service';
import { OrderPaymentsController } from './order-payments.controller';
import { OrderPaymentsService } from './order-payments.service';
import { PesapalController } from './pesapal/pesapal.controller';
import { PesapalPaymentsService } from './pesapal/pesapal-payments.service';
import { PesapalIpn } from './pesapal/pesapal-ipn.entity';
import { PesapalClient } from './pesapal/pesapal.client';
import { PesapalSandboxModule } from './pesapal/sandbox/sandbox.module';
import { DarajaClient } from './mpesa/daraja.client';
import { MpesaAttempt, MpesaCallback } from './mpesa/mpesa-payment.entities';
import { MpesaPaymentsService } from './mpesa/mpesa-payments.service';
import { MpesaController } from './mpesa/mpesa.controller';
import { MpesaSandboxModule } from './mpesa/sandbox/mpesa-sandbox.module';
import { PAYMENT_PROVIDERS, PaymentProvider } from './payment-provider';
import { PaymentMethodsController } from './payment-methods.controller';
import { StaffPaymentsController } from './staff-payments.controller';
import { StaffPaymentsService } from './staff-payments.service';

@Module({
  imports: [TypeOrmModule.forFeature([PesapalIpn, MpesaAttempt, MpesaCallback]), OrdersModule, PesapalSandboxModule, MpesaSandboxModule],
  controllers: [PaymentMethodsController, PesapalController, OrderPaymentsController, MpesaController, StaffPaymentsController],
  providers: [
    PesapalClient,
    PesapalPaymentsService,
    DarajaClient,
    MpesaPaymentsService,
    // In PAYMENT_METHODS' order: M-Pesa first.
    { provide: PAYMENT_PROVIDERS, useFactory: (...providers: PaymentProvider[]) => providers, inject: [MpesaPaymentsService, PesapalPaymentsService] },
    OrderPaymentsService,
    OrderExpiryService,
    StaffPaymentsService,
    NotificationThrottleGuard,
  ],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[],
    private readonly openPayments: OpenPayments,
  ) {}

  onModuleInit(): void {
    for (const provider of this.providers) this.openPayments.register(provider);
  }
}

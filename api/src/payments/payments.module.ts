import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { IpnThrottleGuard } from './ipn-throttle.guard';
import { OrderExpiryService } from './order-expiry.service';
import { OrderPaymentsController } from './order-payments.controller';
import { OrderPaymentsService } from './order-payments.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PesapalIpn } from './pesapal-ipn.entity';
import { PesapalClient } from './pesapal.client';
import { PesapalSandboxModule } from './sandbox/sandbox.module';
import { DarajaClient } from './mpesa/daraja.client';
import { MpesaAttempt, MpesaCallback } from './mpesa/mpesa-payment.entities';
import { MpesaPaymentsService } from './mpesa/mpesa-payments.service';
import { MpesaController } from './mpesa/mpesa.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PesapalIpn, MpesaAttempt, MpesaCallback]), OrdersModule, PesapalSandboxModule],
  controllers: [PaymentsController, OrderPaymentsController, MpesaController],
  providers: [PesapalClient, PaymentsService, DarajaClient, MpesaPaymentsService, OrderPaymentsService, OrderExpiryService, IpnThrottleGuard],
})
export class PaymentsModule {}

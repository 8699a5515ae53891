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

@Module({
  imports: [TypeOrmModule.forFeature([PesapalIpn]), OrdersModule, PesapalSandboxModule],
  controllers: [PaymentsController, OrderPaymentsController],
  providers: [PesapalClient, PaymentsService, OrderPaymentsService, OrderExpiryService, IpnThrottleGuard],
})
export class PaymentsModule {}

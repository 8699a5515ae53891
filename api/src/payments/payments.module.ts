import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PesapalIpn } from './pesapal-ipn.entity';
import { PesapalClient } from './pesapal.client';
import { PesapalSandboxModule } from './sandbox/sandbox.module';

@Module({
  imports: [TypeOrmModule.forFeature([PesapalIpn]), OrdersModule, PesapalSandboxModule],
  controllers: [PaymentsController],
  providers: [PesapalClient, PaymentsService],
})
export class PaymentsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DarajaStandInController, PhoneStandInController } from './mpesa-sandbox.controllers';
import { MpesaSandboxService } from './mpesa-sandbox.service';
import { MpesaSandboxPrompt } from './sandbox-prompt.entity';

/** The built-in Daraja stand-in at /mpesa-sandbox (issue 32): development's M-Pesa, and its shopper's phone. */
@Module({
  imports: [TypeOrmModule.forFeature([MpesaSandboxPrompt])],
  controllers: [DarajaStandInController, PhoneStandInController],
  providers: [MpesaSandboxService],
})
export class MpesaSandboxModule {}

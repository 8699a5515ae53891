import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WhatsAppTemplates } from '../whatsapp-templates.service';
import { WhatsAppSandboxMessage } from './sandbox-message.entity';
import { CloudApiStandInController, WhatsAppPhoneStandInController } from './whatsapp-sandbox.controllers';
import { WhatsAppSandboxService } from './whatsapp-sandbox.service';

/**
 * The built-in WhatsApp Cloud API stand-in at /whatsapp-sandbox (issue 33): development's WhatsApp, and its
 * customers' phone. Its routes answer 404 unless the shop is in stand-in mode (never in production).
 */
@Module({
  imports: [TypeOrmModule.forFeature([WhatsAppSandboxMessage])],
  controllers: [CloudApiStandInController, WhatsAppPhoneStandInController],
  // The shop's template mappings are the stand-in's "approved" templates (WhatsAppTemplates needs only the database).
  providers: [WhatsAppSandboxService, WhatsAppTemplates],
})
export class WhatsAppSandboxModule {}

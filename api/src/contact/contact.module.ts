import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessagesController } from './contact-messages.controller';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessage, NewsletterSubscriber } from './contact.entities';
import { NewsletterController } from './newsletter.controller';
import { NewsletterEvents } from './newsletter-events';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, NewsletterSubscriber])],
  controllers: [ContactMessagesController, NewsletterController],
  providers: [ContactMessagesService, NewsletterService, NewsletterEvents],
  exports: [NewsletterEvents],
})
export class ContactModule {}

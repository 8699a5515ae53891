import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_SUBJECTS, ContactMessage, ContactSubject, NewsletterSubscriber } from './contact.entities';

export class ContactMessageView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Empty when not given' }) phone: string;
  @ApiProperty({ enum: CONTACT_SUBJECTS, enumName: 'ContactSubject' }) subject: ContactSubject;
  @ApiProperty() message: string;
  @ApiProperty() created_at: Date;

  static of(message: ContactMessage): ContactMessageView {
    const { id, name, email, phone, subject, createdAt } = message;
    return { id, name, email, phone, subject, message: message.message, created_at: createdAt };
  }
}

export class SubscriberView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() created_at: Date;

  static of(subscriber: NewsletterSubscriber): SubscriberView {
    return { id: subscriber.id, email: subscriber.email, created_at: subscriber.createdAt };
  }
}

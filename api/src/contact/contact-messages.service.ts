import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likePattern } from '../catalog/product-filter';
import { ListQuery } from '../common/list-query';
import { CONTACT_SUBJECTS, ContactMessage } from './contact.entities';
import { ContactMessageView } from './contact.views';
import { CreateContactMessageDto } from './dto/contact.dto';

export const MESSAGE_SORTABLE = ['id', 'created_at', 'name', 'email', 'subject'] as const;
const SORT_COLUMNS: Record<(typeof MESSAGE_SORTABLE)[number], string> = {
  id: 'm.id',
  created_at: 'm.createdAt',
  name: 'm.name',
  email: 'm.email',
  subject: 'm.subject',
};

export interface MessageFilter {
  q?: unknown;
  subject?: unknown;
}

@Injectable()
export class ContactMessagesService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async create(dto: CreateContactMessageDto): Promise<ContactMessageView> {
    const saved = await this.messages.save(
      this.messages.create({ name: dto.name, email: dto.email, phone: dto.phone ?? '', subject: dto.subject, message: dto.message }),
    );
    return ContactMessageView.of(saved);
  }

  /** Newest first unless sorted otherwise; `q` searches name, e-mail and text, case-insensitively. */
  async list(query: ListQuery<MessageFilter>): Promise<[ContactMessageView[], number]> {
    const qb = this.messages.createQueryBuilder('m');
    const { q, subject } = query.filter;
    if (typeof q === 'string' && q.trim()) {
      qb.andWhere("(LOWER(m.name) LIKE :q ESCAPE '\\' OR LOWER(m.email) LIKE :q ESCAPE '\\' OR LOWER(m.message) LIKE :q ESCAPE '\\')", {
        q: likePattern(q.trim().toLowerCase()),
      });
    }
    if (subject !== undefined) {
      const subjects = (Array.isArray(subject) ? subject : [subject]).filter((value) => (CONTACT_SUBJECTS as readonly unknown[]).includes(value));
      qb.andWhere(subjects.length ? 'm.subject IN (:...subjects)' : '1 = 0', { subjects });
    }
    const sort = query.sort ?? { field: 'created_at', order: 'DESC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order)
      .addOrderBy('m.id', sort.order)
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(ContactMessageView.of), total];
  }

  async get(id: number): Promise<ContactMessageView> {
    return ContactMessageView.of(await this.find(id));
  }

  async remove(id: number): Promise<ContactMessageView> {
    const message = await this.find(id);
    await this.messages.delete({ id });
    return ContactMessageView.of(message);
  }

  private async find(id: number): Promise<ContactMessage> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException({ detail: 'Message not found.' });
    return message;
  }
}

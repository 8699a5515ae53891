import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { likePattern } from '../catalog/product-filter';
import { ListQuery } from '../common/list-query';
import { NewsletterSubscriber } from './contact.entities';
import { SubscriberView } from './contact.views';

export const SUBSCRIBER_SORTABLE = ['id', 'email', 'created_at'] as const;
const SORT_COLUMNS: Record<(typeof SUBSCRIBER_SORTABLE)[number], string> = { id: 's.id', email: 's.email', created_at: 's.createdAt' };

export const SUBSCRIBED = 'Thanks for subscribing! Look out for our next newsletter.';
const alreadySubscribed = () => new ConflictException({ detail: 'This email is already subscribed.' });

@Injectable()
export class NewsletterService {
  constructor(@InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>) {}

  /** Addresses are kept lower-case, so Wanjiru@Example.com and wanjiru@example.com are one subscriber. */
  async subscribe(email: string): Promise<void> {
    const normalised = email.trim().toLowerCase();
    if (await this.subscribers.existsBy({ email: normalised })) throw alreadySubscribed();
    try {
      await this.subscribers.insert({ email: normalised });
    } catch (error) {
      // The same address sent twice at once: the unique index lets one in.
      if (error instanceof QueryFailedError && /unique|duplicate/i.test(error.message)) throw alreadySubscribed();
      throw error;
    }
  }

  async list(query: ListQuery<{ q?: unknown }>): Promise<[SubscriberView[], number]> {
    const qb = this.subscribers.createQueryBuilder('s');
    const { q } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere("s.email LIKE :q ESCAPE '\\'", { q: likePattern(q.trim().toLowerCase()) });
    const sort = query.sort ?? { field: 'created_at', order: 'DESC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order)
      .addOrderBy('s.id', sort.order)
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(SubscriberView.of), total];
  }

  /** Staff remove an address (an unsubscribe request). */
  async remove(id: number): Promise<SubscriberView> {
    const subscriber = await this.subscribers.findOneBy({ id });
    if (!subscriber) throw new NotFoundException({ detail: 'Subscriber not found.' });
    await this.subscribers.delete({ id });
    return SubscriberView.of(subscriber);
  }
}

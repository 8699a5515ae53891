import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { likePattern } from '../catalog/product-filter';
import { ListQuery } from '../common/list-query';
import { AppConfig } from '../config/app-config';
import { inTransaction } from '../inventory/transaction';
import { NewsletterSubscriber } from './contact.entities';
import { SubscriberView } from './contact.views';
import { LEAVE_LINK_INVALID, newsletterLeaveSubscription } from './newsletter-leave';
import { NewsletterEvents } from './newsletter-events';
import { DEFAULT_LANGUAGE, Language } from '../i18n/languages';

export const SUBSCRIBER_SORTABLE = ['id', 'email', 'created_at'] as const;
const SORT_COLUMNS: Record<(typeof SUBSCRIBER_SORTABLE)[number], string> = { id: 's.id', email: 's.email', created_at: 's.createdAt' };

export const SUBSCRIBED = 'Thanks for subscribing! Look out for our next newsletter.';
const alreadySubscribed = () => new ConflictException({ detail: 'This email is already subscribed.' });

@Injectable()
export class NewsletterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly events: NewsletterEvents,
    private readonly config: AppConfig,
  ) {}

  /**
   * Addresses are kept lower-case, so Wanjiru@Example.com and wanjiru@example.com are one subscriber. The
   * welcome e-mail (with the leave link) is written to the outbox with the row, in the visit's language.
   */
  async subscribe(email: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const normalised = email.trim().toLowerCase();
    if (await this.subscribers.existsBy({ email: normalised })) throw alreadySubscribed();
    try {
      await inTransaction(this.dataSource, async (manager) => {
        const inserted = await manager.insert(NewsletterSubscriber, { email: normalised, language });
        await this.events.announce(manager, { subscriberId: inserted.identifiers[0].id as number, email: normalised, language });
      });
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

  /**
   * A subscriber leaves through the link of a newsletter e-mail; leaving twice (or after staff removed the
   * address) is no error. The link ends only the subscription it was sent for: after leaving and subscribing
   * again, an old e-mail's link does nothing.
   */
  async leave(token: string): Promise<void> {
    const id = newsletterLeaveSubscription(token, this.config.JWT_SECRET);
    if (id === null) throw new BadRequestException({ token: [LEAVE_LINK_INVALID] });
    await this.subscribers.delete({ id });
  }

  /** Staff remove an address (an unsubscribe request). */
  async remove(id: number): Promise<SubscriberView> {
    const subscriber = await this.subscribers.findOneBy({ id });
    if (!subscriber) throw new NotFoundException({ detail: 'Subscriber not found.' });
    await this.subscribers.delete({ id });
    return SubscriberView.of(subscriber);
  }
}

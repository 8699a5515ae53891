import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { normaliseKenyanMobile } from '../checkout/phone';
import type { Role } from '../common/roles';
import { ListQuery } from '../common/list-query';
import { UpdateProfileDto } from './dto/profile.dto';
import { User, WhatsAppConsentPlace } from './user.entity';
import type { Language } from '../i18n/languages';

/** A profile's phone with the spaces, dashes and brackets people type taken out (SQL, both dialects). */
const COMPACT_PHONE = "REPLACE(REPLACE(REPLACE(REPLACE(u.phone, ' ', ''), '-', ''), '(', ''), ')', '')";

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  language?: Language;
}

/** Owns the users table: accounts, profiles, roles. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException({ detail: 'User not found.' });
    return user;
  }

  /** Usernames and e-mails are compared case-insensitively, as people type them. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('LOWER(u.email) = LOWER(:email)', { email }).getOne();
  }

  /**
   * The account a person names to reset a password: by e-mail or username (any case), else by its phone in
   * any spelling (0712 345 678, +254712345678…), compared as a Kenyan mobile. Both look-ups always run, so
   * a miss costs what a hit does.
   */
  async findByLogin(login: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    const text = login.trim().toLowerCase();
    const byName = await this.byUsernameOrEmail(text, manager);
    const byPhone = await this.withPhone(normaliseKenyanMobile(text), manager);
    return byName.find((user) => user.email === text) ?? byName[0] ?? byPhone[0] ?? null;
  }

  /**
   * The account a login names: by username, else by e-mail (any case), in one look-up whichever it is, so
   * both cost the same. A username wins over another account's e-mail (a username may hold an @).
   */
  async findByUsernameOrEmail(login: string): Promise<User | null> {
    const text = login.trim().toLowerCase();
    const found = await this.byUsernameOrEmail(text, this.users.manager);
    return found.find((user) => user.username.toLowerCase() === text) ?? found[0] ?? null;
  }

  private byUsernameOrEmail(text: string, manager: EntityManager): Promise<User[]> {
    return manager.createQueryBuilder(User, 'u').where('LOWER(u.email) = :text OR LOWER(u.username) = :text', { text }).orderBy('u.id').getMany();
  }

  /** The accounts whose profile phone is `phone` (2547XXXXXXXX) in any spelling, oldest first; none for null. */
  private async withPhone(phone: string | null, manager: EntityManager): Promise<User[]> {
    // Profiles ending in the number's last nine digits, then compared whole; '-' (never left in a compact phone) finds none.
    const suffix = phone ? `%${phone.slice(3)}` : '%-';
    const candidates = await manager.createQueryBuilder(User, 'u').where(`${COMPACT_PHONE} LIKE :suffix`, { suffix }).orderBy('u.id').take(20).getMany();
    return candidates.filter((user) => normaliseKenyanMobile(user.phone) === phone);
  }

  /**
   * Keeps the phone an order of `userId` was paid with (2547XXXXXXXX) as the account's, written +2547…, when the
   * account has none and no other account has that number: a reset asked by phone must name one account,
   * and a number already someone's is not given to a second one.
   */
  async keepOrderPhone(manager: EntityManager, userId: number, phone: string): Promise<void> {
    if ((await this.withPhone(phone, manager)).length) return;
    // Conditional: a phone the shopper typed meanwhile (or another payment's) stays.
    await manager.update(User, { id: userId, phone: '' }, { phone: `+${phone}` });
  }

  /** Every staff and admin account's e-mail (staff notices go there unless STAFF_EMAILS names others). */
  async staffEmails(manager: EntityManager = this.users.manager): Promise<string[]> {
    const staff = await manager.find(User, { where: { role: In(['staff', 'admin']) }, select: { id: true, email: true }, order: { id: 'ASC' } });
    return staff.map((user) => user.email).filter(Boolean);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async create(data: NewUser): Promise<User> {
    await this.assertUnique({ username: data.username, email: data.email });
    return this.users.save(this.users.create({ ...data, email: data.email.toLowerCase() }));
  }

  async updateProfile(user: User, changes: UpdateProfileDto): Promise<User> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== ''));
    await this.assertUnique({ username: given.username, email: given.email }, user.id);
    if (given.username !== undefined) user.username = given.username;
    if (given.email !== undefined) user.email = given.email.toLowerCase();
    if (given.first_name !== undefined) user.firstName = given.first_name;
    if (given.last_name !== undefined) user.lastName = given.last_name;
    if (given.phone !== undefined) user.phone = given.phone;
    if (given.address !== undefined) user.address = given.address;
    if (given.language !== undefined) user.language = given.language;
    const saved = await this.users.save(user);
    if (given.whatsapp_updates === undefined) return saved;
    await this.setWhatsAppUpdates(this.users.manager, user.id, given.whatsapp_updates, 'account');
    return this.getById(user.id);
  }

  /**
   * The customer's answer to "Send my order updates on WhatsApp", kept with when and where it was given or
   * withdrawn (issue 33). Giving it again while it stands changes nothing, so its first date is kept.
   */
  async setWhatsAppUpdates(manager: EntityManager, userId: number, wanted: boolean, via: WhatsAppConsentPlace): Promise<void> {
    const at = new Date();
    if (wanted) {
      await manager.update(User, [{ id: userId, whatsappOptInAt: IsNull() }, { id: userId, whatsappOptOutAt: Not(IsNull()) }], { whatsappOptInAt: at, whatsappOptInVia: via, whatsappOptOutAt: null, whatsappOptOutVia: null });
    } else {
      await manager.update(User, { id: userId, whatsappOptInAt: Not(IsNull()), whatsappOptOutAt: IsNull() }, { whatsappOptOutAt: at, whatsappOptOutVia: via });
    }
  }

  /** A STOP (or ACHA) from `phone` (2547XXXXXXXX): the opt-in of every account it is the profile phone of, and of `alsoUserId`. */
  async withdrawWhatsAppOf(phone: string, alsoUserId: number | null): Promise<void> {
    const ids = new Set((await this.withPhone(phone, this.users.manager)).map((user) => user.id));
    if (alsoUserId !== null) ids.add(alsoUserId);
    for (const id of ids) await this.setWhatsAppUpdates(this.users.manager, id, false, 'reply');
  }

  /** A new password; every token issued before `changedAt` stops working. */
  async setPasswordHash(userId: number, passwordHash: string, changedAt: Date, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash, passwordChangedAt: changedAt });
  }

  async setProfileImage(userId: number, url: string): Promise<void> {
    await this.users.update({ id: userId }, { profileImage: url });
  }

  /** Moves the image only if it is still `expected`, so a late or repeated job never undoes a newer upload. */
  async replaceProfileImage(userId: number, expected: string, url: string): Promise<boolean> {
    const result = await this.users.update({ id: userId, profileImage: expected }, { profileImage: url });
    return (result.affected ?? 0) > 0;
  }

  async list(query: ListQuery<{ q?: string; role?: Role }>): Promise<[User[], number]> {
    const qb = this.users.createQueryBuilder('u');
    const { q, role } = query.filter;
    if (typeof q === 'string' && q.trim()) {
      qb.andWhere('(LOWER(u.username) LIKE :q OR LOWER(u.email) LIKE :q OR LOWER(u.first_name) LIKE :q OR LOWER(u.last_name) LIKE :q)', {
        q: `%${q.trim().toLowerCase()}%`,
      });
    }
    if (typeof role === 'string') qb.andWhere('u.role = :role', { role });
    const column = { id: 'u.id', username: 'u.username', email: 'u.email', date_joined: 'u.dateJoined', role: 'u.role' }[
      query.sort?.field ?? 'id'
    ];
    qb.orderBy(column ?? 'u.id', query.sort?.order ?? 'ASC').skip(query.offset).take(query.limit);
    return qb.getManyAndCount();
  }

  /** Field errors for a taken username or e-mail (case-insensitive), ignoring the user being edited. */
  async assertUnique(fields: { username?: string; email?: string }, exceptId?: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    const taken = async (column: 'username' | 'email', value: string) => {
      const qb = this.users.createQueryBuilder('u').where(`LOWER(u.${column}) = LOWER(:value)`, { value });
      if (exceptId) qb.andWhere('u.id != :exceptId', { exceptId });
      return (await qb.getCount()) > 0;
    };
    if (fields.username && (await taken('username', fields.username))) errors.username = ['A user with that username already exists.'];
    if (fields.email && (await taken('email', fields.email))) errors.email = ['A user with that email already exists.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
  }
}

import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import * as bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { DataSource, LessThan, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { RegisterDto } from './dto/auth.dto';
import { passwordVersion, type JwtPayload } from './token-rules';
import { passwordWeakness } from './password-policy';
import { RevokedToken } from './revoked-token.entity';
import { entityOfRow } from '../database/entity-rows';
import { hotRows } from '../database/prepared';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { inTransaction } from '../inventory/transaction';
import { SignUpEvents } from './sign-up-events';
import { PasswordChangedEvents } from './password-changed-events';

const BCRYPT_ROUNDS = 10;

@Injectable()
export class AuthService {
  /** Compared against for unknown usernames: the same bcrypt work as a real account, made once. */
  private readonly dummyHash = bcrypt.hash(randomUUID(), BCRYPT_ROUNDS);
  /** tokenHolder's statement, with the user id and the token's id for parameters. */
  private holderStatement?: string;

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly signUps: SignUpEvents,
    private readonly passwordChanges: PasswordChangedEvents,
  ) {}

  hashPassword(password: string): Promise<string> {
    return bcrypt.hash(password, BCRYPT_ROUNDS);
  }

  async register(dto: RegisterDto, role: Role = 'customer'): Promise<User> {
    return this.createAccount(dto, await this.hashPassword(dto.password), role);
  }

  /**
   * A sign-up from the shop's form, answered alike whether or not its e-mail has an account (as a password
   * reset is). A taken username is said, since the shopper must pick another; a taken e-mail is not: no
   * second account is made and the e-mail's owner is told by e-mail instead. The password is hashed either way.
   */
  async signUp(dto: RegisterDto): Promise<void> {
    const passwordHash = await this.hashPassword(dto.password);
    const owner = await this.users.findByEmail(dto.email);
    if (!owner) {
      await this.createAccount(dto, passwordHash, 'customer');
      return;
    }
    await this.users.assertUnique({ username: dto.username });
    await inTransaction(this.dataSource, (manager) => this.signUps.announce(manager, { owner }));
  }

  private createAccount(dto: RegisterDto, passwordHash: string, role: Role): Promise<User> {
    return this.users.create({
      username: dto.username,
      email: dto.email,
      firstName: dto.first_name ?? '',
      lastName: dto.last_name ?? '',
      passwordHash,
      role,
      language: dto.language ?? DEFAULT_LANGUAGE,
    });
  }

  /**
   * A login by username or by the account's e-mail (people remember the one they type everywhere). One
   * answer for an unknown login and a wrong password, and the same look-up and bcrypt work for all,
   * so accounts can be discovered neither by trial nor by timing.
   */
  async login(username: string, password: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findByUsernameOrEmail(username);
    const ok = await bcrypt.compare(password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) throw new UnauthorizedException({ detail: 'Invalid username or password.' });
    return { token: await this.tokenFor(user.id, user.passwordChangedAt), user };
  }

  private tokenFor(userId: number, passwordChangedAt: Date | null): Promise<string> {
    const claims: Omit<JwtPayload, 'exp'> = { sub: userId, jti: randomUUID(), pwv: passwordVersion(passwordChangedAt) };
    return this.jwt.signAsync(claims, { expiresIn: this.config.JWT_TTL_SECONDS });
  }

  /**
   * A new password for a signed-in person who knows the current one; refused with the reason when easy
   * to guess. Every token issued before it stops working (a thief's session ends with the others); the
   * answer is a fresh token for the session that made the change.
   */
  async changePassword(user: User, currentPassword: string, password: string): Promise<string> {
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      throw new BadRequestException({ current_password: ['Your current password is not correct.'] });
    }
    this.assertHardToGuess(user, password);
    return this.setPassword(user, password);
  }

  /** Refuses, under the password field and with the reason, a password easy to guess for this account. */
  assertHardToGuess(user: User, password: string): void {
    const weakness = passwordWeakness(password, [user.username, user.email, user.firstName, user.lastName]);
    if (weakness) throw new BadRequestException({ password: [weakness] });
  }

  /**
   * Sets a (checked) new password: every token issued before ends, and the owner is told by SMS and e-mail
   * (should it not be them, they can take the account back); answers a fresh token for this session.
   */
  async setPassword(user: User, password: string): Promise<string> {
    const changedAt = new Date();
    const hash = await this.hashPassword(password);
    await inTransaction(this.dataSource, async (manager) => {
      await this.users.setPasswordHash(user.id, hash, changedAt, manager);
      await this.passwordChanges.announce(manager, { user, changedAt });
    });
    return this.tokenFor(user.id, changedAt);
  }

  /** Revokes the token until it would have expired; expired revocations are pruned on the way. */
  async logout(token: string): Promise<void> {
    const payload = this.jwt.decode<JwtPayload>(token);
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
    await this.revoked.upsert({ jti: payload.jti, expiresAt: new Date(payload.exp * 1000) }, ['jti']);
  }

  /**
   * The user a token names, unless it was revoked (logout): one statement, as it runs on every signed-in request.
   * Built once: building it with TypeORM and mapping its row to the entity was a measurable share of every
   * signed-in request (issue 35); a prepared statement on PostgreSQL (hotRows).
   */
  async tokenHolder(payload: Pick<JwtPayload, 'sub' | 'jti'>): Promise<User | null> {
    const manager = this.revoked.manager;
    // Built with text values: TypeORM's SQLite driver writes a number into the statement instead of a placeholder.
    this.holderStatement ??= manager
      .createQueryBuilder(User, 'u')
      .where('u.id = :id', { id: '' })
      .andWhere(`NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = :jti)`, { jti: '' })
      .getQueryAndParameters()[0];
    const [row] = await hotRows(manager, this.holderStatement, [payload.sub, payload.jti]);
    return row ? entityOfRow(manager.connection, User, row, 'u') : null;
  }
}

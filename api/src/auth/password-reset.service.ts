import { BadRequestException, BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { inTransaction } from '../inventory/transaction';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { PasswordResetEvents } from './password-reset-events';
import { PasswordResetToken } from './password-reset-token.entity';
import {
  hashResetCode,
  hashResetToken,
  MAX_CODE_ATTEMPTS,
  newResetSecrets,
  RESET_CODE_WRONG,
  RESET_LINK_DEAD,
  RESET_MINUTES,
  resetExpiry,
  resetIsOpen,
  sameHash,
} from './password-reset';

const linkDead = () => new BadRequestException({ token: [RESET_LINK_DEAD] });
const codeWrong = () => new BadRequestException({ code: [RESET_CODE_WRONG] });

/**
 * Password reset by e-mailed link or SMS code (DESIGN.md "Notifications, tracking and password reset"):
 * random secrets stored hashed, single use, an hour long; the same answer, at the same time, for every request;
 * a reset ends the account's other sessions and answers a fresh login.
 */
@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Resets being opened after their answer went out. */
  private readonly opening = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PasswordResetToken) private readonly resets: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly events: PasswordResetEvents,
    private readonly config: AppConfig,
  ) {}

  /**
   * A reset asked for `login`: opened after the answer has gone out, for a known login and an unknown one
   * alike, so the answer's time cannot tell them apart (opening a real one writes its e-mail and SMS to the
   * outbox, which a decoy does not, and that showed: 12.9 ms against 10.4 ms).
   */
  request(login: string): void {
    const opening: Promise<void> = this.open(login)
      .catch((error) => this.logger.error(`A password reset was not opened: ${(error as Error).message}`))
      .finally(() => this.opening.delete(opening));
    this.opening.add(opening);
  }

  /** Resets being opened finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.opening);
  }

  /**
   * Opens a reset for the account `login` names and announces it in the same transaction (the outbox writes
   * its e-mail with the link and SMS with the code there; they are sent after it commits). An unknown login
   * makes the same secrets and writes (a decoy row, used from the start), so the database's work differs
   * only by those messages.
   */
  private async open(login: string): Promise<void> {
    const secrets = newResetSecrets(this.config.JWT_SECRET);
    const now = new Date();
    await inTransaction(this.dataSource, async (manager) => {
      const user = await this.users.findByLogin(login, manager);
      const resets = manager.getRepository(PasswordResetToken);
      // Past resets (and decoys) go on the way; the account's earlier open ones end.
      await resets.delete({ expiresAt: LessThan(now) });
      await resets.update({ userId: user?.id ?? 0, usedAt: IsNull() }, { usedAt: now });
      const inserted = await resets.insert({
        userId: user?.id ?? null,
        tokenHash: secrets.tokenHash,
        codeHash: secrets.codeHash,
        expiresAt: resetExpiry(now),
        usedAt: user ? null : now,
      });
      if (user) await this.events.announce(manager, { resetId: inserted.identifiers[0].id as number, user, token: secrets.token, code: secrets.code, minutes: RESET_MINUTES });
    });
  }

  /**
   * The account an e-mailed link still opens, without spending it: the page asks for a password only
   * then, and names the username to log in with. A used or expired link is said at once.
   */
  async checkLink(token: string): Promise<User> {
    return (await this.openLink(token, new Date())).user;
  }

  private async openLink(token: string, now: Date): Promise<{ reset: PasswordResetToken; user: User }> {
    const reset = await this.resets.findOneBy({ tokenHash: hashResetToken(token) });
    const user = reset?.userId && resetIsOpen(reset, now) ? await this.users.findById(reset.userId) : null;
    if (!reset || !user) throw linkDead();
    return { reset, user };
  }

  /** A new password through the e-mailed link; the token is checked before the password, and spent only with a good one. */
  async confirmWithLink(token: string, password: string): Promise<{ token: string; user: User }> {
    const now = new Date();
    const { reset, user } = await this.openLink(token, now);
    this.auth.assertHardToGuess(user, password);
    if (!(await this.spend(reset.id, now))) throw linkDead();
    return this.finish(user, password, now);
  }

  /**
   * A new password with the login and the SMS code. Each try is counted before the code is compared (a
   * conditional update), so guesses sent at once cannot pass MAX_CODE_ATTEMPTS; the last one ends the reset.
   */
  async confirmWithCode(login: string, code: string, password: string): Promise<{ token: string; user: User }> {
    const now = new Date();
    const user = await this.users.findByLogin(login);
    const reset = user
      ? await this.resets.findOne({
          where: { userId: user.id, usedAt: IsNull(), expiresAt: MoreThan(now), codeAttempts: LessThan(MAX_CODE_ATTEMPTS) },
          order: { id: 'DESC' },
        })
      : null;
    if (!user || !reset) throw codeWrong();
    const counted = await this.resets
      .createQueryBuilder()
      .update()
      .set({ codeAttempts: () => 'code_attempts + 1' })
      .where('id = :id AND used_at IS NULL AND code_attempts < :max', { id: reset.id, max: MAX_CODE_ATTEMPTS })
      .execute();
    if (!counted.affected || !sameHash(hashResetCode(code, reset.tokenHash, this.config.JWT_SECRET), reset.codeHash)) throw codeWrong();
    try {
      this.auth.assertHardToGuess(user, password);
    } catch (refused) {
      // The right code with a refused password is no guess: the try is given back.
      await this.resets.decrement({ id: reset.id }, 'codeAttempts', 1);
      throw refused;
    }
    if (!(await this.spend(reset.id, now))) throw codeWrong();
    return this.finish(user, password, now);
  }

  /** Marks the reset used unless it was already, or has expired meanwhile: a link or code works once. */
  private async spend(id: number, now: Date): Promise<boolean> {
    const result = await this.resets
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where('id = :id AND used_at IS NULL AND expires_at > :now', { id, now })
      .execute();
    return !!result.affected;
  }

  /** Ends the account's other open resets, sets the password (ending every other session) and answers a fresh login. */
  private async finish(user: User, password: string, now: Date): Promise<{ token: string; user: User }> {
    await this.resets.update({ userId: user.id, usedAt: IsNull() }, { usedAt: now });
    return { token: await this.auth.setPassword(user, password), user };
  }
}
